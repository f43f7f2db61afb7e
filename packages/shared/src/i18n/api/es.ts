import type { ApiCatalogue } from "./en-US";

/** Spanish, addressing the customer as usted. */
export const es = {
  "error.accountDisabled": "Cuenta desactivada",
  "error.accountOnHold": "Cuenta retenida. Póngase en contacto con el servicio de atención al cliente",
  "error.adminOnly": "Solo un administrador puede hacer esto.",
  "error.alreadyApproved": "Usted ya aprobó esta transferencia. Otro operador también debe aprobarla.",
  "error.amountDecimals": "El importe puede tener como máximo 2 decimales",
  "error.bodyEmpty": "El cuerpo de la solicitud está vacío; envíe JSON.",
  "error.bodyNotJson": "El cuerpo de la solicitud no es un JSON válido.",
  "error.bodyTooDeep": "El cuerpo de la solicitud tiene demasiados niveles de anidación.",
  "error.bodyTooLarge": "El cuerpo de la solicitud es demasiado grande.",
  "error.checkFields": "Revise los campos e inténtelo de nuevo.",
  "error.codeExpiredTransferCancelled":
    "Este código ha caducado, por lo que la transferencia se ha cancelado. Inicie una nueva transferencia.",
  "error.codeUsedUp": "Código incorrecto. Este código ya no se puede usar. Solicite uno nuevo.",
  "error.emailTaken": "Otra cuenta ya utiliza esta dirección de correo electrónico.",
  "error.idempotencyKeyReused": "Esta Idempotency-Key ya se utilizó para otra solicitud.",
  "error.invalidCode": "Este código no es válido o ha caducado. Solicite uno nuevo.",
  "error.invalidResetLink": "Este enlace de restablecimiento no es válido o ha caducado. Solicite uno nuevo.",
  "error.mfaEnrolmentRequired":
    "Configure la verificación en dos pasos (una aplicación de autenticación o una llave de acceso) antes de usar el back office.",
  "error.mfaSignInExpired": "Este inicio de sesión ha caducado. Vuelva a iniciar sesión con su contraseña.",
  "error.noNulCharacters": "El texto no puede contener caracteres NUL.",
  "error.noSuchCustomer": "No existe ese cliente.",
  "error.noSuchPicture": "No existe esa imagen.",
  "error.noSuchPasskey": "No existe esa llave de acceso.",
  "error.passkeyAlreadyAdded": "Esta llave de acceso ya está añadida.",
  "error.passkeyExpired":
    "Esta solicitud de llave de acceso ha caducado o ya se utilizó. Inténtelo de nuevo.",
  "error.passkeyNotAdded": "No se pudo añadir esta llave de acceso. Inténtelo de nuevo.",
  "error.passkeyNotRecognised":
    "Esta llave de acceso no pudo iniciar su sesión. Inténtelo de nuevo o inicie sesión con su contraseña.",
  "error.tooManyPasskeys": "Puede añadir como máximo {max} llaves de acceso. Elimine una primero.",
  "error.noSuchStaffMember": "No existe ese miembro del personal.",
  "error.noSuchTransaction": "No existe esa transacción.",
  "error.noSuchUpload": "No existe esa carga.",
  "error.noSuchUser": "No existe ese usuario.",
  "error.notAPicture": "Elija una imagen JPEG, PNG, WebP, GIF, AVIF o HEIC.",
  "error.notAuthenticated": "¡No ha iniciado sesión!",
  "error.notFound": "No hay nada en esta dirección.",
  "error.notOwnAccount": "Solo puede acceder a su propia cuenta.",
  "error.notOwnCredit": "No puede abonar fondos en su propia cuenta. Debe hacerlo otro operador.",
  "error.ownDepositRequest": "Usted solicitó este depósito. Otro operador debe aprobarlo.",
  "error.notOwnMoney": "Otro operador debe decidir sobre su propia cuenta.",
  "error.ownAccess": "No puede cambiar su propio acceso.",
  "error.passwordTooCommon": "Esta contraseña es demasiado común. Elija una más larga o menos previsible.",
  "error.pictureNotAnUpload": "La imagen debe ser la URL de una de sus cargas finalizadas.",
  "error.pictureTooLarge": "Una imagen puede ocupar como máximo {megabytes} MB; elija una más pequeña.",
  "error.pictureTooManyPixels": "La imagen supera los {megapixels} megapíxeles; elija una más pequeña.",
  "error.sendJson": "Envíe el cuerpo de la solicitud en formato JSON.",
  "error.signInCooldown":
    "Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  "error.somethingWentWrong": "Algo salió mal",
  "error.staffEmailTaken": "Ya existe un usuario con esta dirección de correo electrónico.",
  "error.staffOnly": "Esta sección es solo para el personal de Larkspur.",
  "error.tokenNotValid": "¡El token no es válido!",
  "error.liveEventsUnavailable":
    "Las actualizaciones en vivo no están disponibles ahora. Inténtalo de nuevo en un momento.",
  "error.eventTicketNotValid": "El tique del flujo de eventos no es válido. Solicita uno nuevo.",
  "error.tooManyWrongCodes":
    "Demasiados códigos incorrectos. Póngase en contacto con el servicio de atención al cliente.",
  "error.tooManyRequests":
    "Demasiadas solicitudes. Inténtelo de nuevo dentro de {seconds, plural, one {# segundo} other {# segundos}}.",
  "error.totpAlreadyOn":
    "La aplicación de autenticación ya está activada. Desactívela primero para configurarla de nuevo.",
  "error.totpNotOn": "La aplicación de autenticación no está activada.",
  "error.totpNotStarted": "Primero empiece a configurar la aplicación de autenticación.",
  "error.transferCancelled": "Esta transferencia se canceló.",
  "error.transferCompleted": "Esta transferencia ya se ha completado.",
  "error.transferPending": "Esta transferencia ya se ha enviado y está pendiente de revisión.",
  "error.transferUnconfirmed": "Esta transferencia está a la espera de su código de verificación.",
  "error.unverified":
    "Verifique su dirección de correo electrónico. Le hemos enviado un código nuevo a su bandeja de entrada.",
  "error.unverifiedCodeSent":
    "Verifique su dirección de correo electrónico con el código que le enviamos a su bandeja de entrada.",
  "error.uploadExpired": "Esta carga ha caducado; empiece de nuevo.",
  "error.uploadOffset": "La carga está en otra posición: consúltela (HEAD) y continúe desde ahí.",
  "error.notATusRequest": "Esta no es una solicitud de carga tus válida.",
  "error.uploadLengthRequired": "Envíe Upload-Length: hay que conocer el tamaño.",
  "error.wrongCodeTransferCancelled":
    "Código incorrecto. La transferencia se ha cancelado; inicie una nueva transferencia.",
  "error.wrongCodeTriesLeft":
    "Código incorrecto. {triesLeft, plural, one {Le queda # intento} other {Le quedan # intentos}}.",
  "error.wrongCredentials": "Credenciales incorrectas",
  "error.wrongCurrentPassword": "Su contraseña actual no es correcta.",
  "error.samePassword": "Elija una contraseña nueva distinta de la actual.",
  "error.staffDetailsAreAdmins":
    "Solo un administrador puede cambiar los datos de un miembro del personal, desde la página de personal del back office.",
  "error.insufficientBalance": "Saldo insuficiente. Recargue el saldo de su cuenta.",
  "error.ratesOutOfDate": "Los tipos de cambio no están actualizados. Inténtelo de nuevo más tarde.",
  "error.quoteExpired": "Esta cotización ha caducado. Pida una nueva.",
  "error.sameCurrency": "Elija dos divisas distintas para convertir.",
  "error.conversionTooSmall":
    "Este importe es demasiado pequeño para convertirlo. Introduzca un importe mayor.",
  "error.balanceNotOpen": "No tiene un saldo abierto en {currency}.",
  "error.openBalanceFirst": "Abra primero un saldo en {currency}.",
  "error.mainBalanceNotClosable": "Su saldo en USD es su saldo principal y no se puede cerrar.",
  "error.balanceNotEmpty": "Este saldo no está vacío. Envíe o convierta su dinero antes de cerrarlo.",
  "error.customersOnly": "Solo los clientes tienen saldos.",
  "error.noSuchQuote": "No existe esa cotización.",
  "error.ratesFileUnreadable":
    "Este no es un archivo legible de tipos de referencia del BCE (XML eurofxref).",
  "error.ratesFileBadRate": "El tipo de {currency} del {date} no es un número decimal positivo.",
  "error.ratesFileNoDollar": "El archivo de tipos no tiene el tipo del dólar estadounidense para el {date}.",
  "error.ratesFileFutureDate": "El archivo de tipos tiene fecha {date}, un día que aún no ha llegado.",
  "error.ratesMoveTooFar": "{currency} está a un {percent} % del tipo vigente. Revise el archivo.",
  "error.ownRatesLoad": "Usted cargó este archivo de tipos. Otro operador debe aprobarlo.",
  "error.noSuchRatesLoad": "No existe ese archivo de tipos.",
  "error.ratesLoadDecided": "Este archivo de tipos ya fue aprobado o rechazado.",

  "error.wrongSecondStepCode":
    "Ese código no es correcto. {triesLeft, plural, one {Le queda # intento} other {Le quedan # intentos}}.",
  "error.wrongTotpCode":
    "Ese código no es correcto. Introduzca el código actual de su aplicación de autenticación.",
  "error.loneSurrogate":
    "{field} contiene un carácter dañado (un sustituto UTF-16 suelto). Envíelo como texto válido.",
  "error.tooManySecondStepCodes":
    "Demasiados códigos incorrectos. Inténtelo de nuevo dentro de una hora o restablezca su contraseña.",
  "error.reauthenticationRequired":
    "Confirme que es usted: vuelva a introducir su contraseña para cambiar cómo inicia sesión.",
  "error.tooManyEventStreams":
    "Hay demasiadas conexiones de actualizaciones en directo abiertas para este inicio de sesión. Cierre una pestaña e inténtelo de nuevo.",
  "field.accountName": "Nombre del titular",
  "field.accountNumber": "Número de cuenta",
  "field.address": "Dirección",
  "field.amount": "Importe",
  "field.bankName": "Nombre del banco",
  "field.description": "Descripción",
  "field.emailAddress": "Dirección de correo electrónico",
  "field.firstName": "Nombre",
  "field.lastName": "Apellido",
  "field.middleName": "Segundo nombre",
  "field.occupation": "Ocupación",
  "field.password": "Contraseña",
  "field.passkeyName": "Nombre de la llave de acceso",
  "field.phoneNumber": "Número de teléfono",
  "field.reason": "Motivo",
  "field.routingNumber": "Número de ruta bancaria",
  "field.swiftCode": "Código Swift",

  "validation.accountNumberFormat": "Introduzca un número de cuenta de 12 dígitos que empiece por 9",
  "validation.bankNumberCharacters":
    "El campo «{field}» solo puede contener letras, dígitos, espacios y guiones",
  "validation.chooseAccountType": "Elija un tipo de cuenta",
  "validation.chooseCountry": "Elija un país de la lista",
  "validation.chooseRatesFile": "Elija un archivo de tipos del BCE",
  "validation.dateFormat": "Introduzca una fecha como AAAA-MM-DD",
  "validation.chooseSide": 'Elija "sell" (vender) o "buy" (comprar)',
  "validation.currencyNotHeld": "No operamos con {currency}.",
  "validation.chooseCurrency": "Elija una divisa de la lista",
  "validation.decimalsIn": "El campo «{field}» puede tener como máximo {decimals} decimales en {currency}",
  "validation.wholeUnitsIn": "El campo «{field}» debe ser un número entero en {currency}",
  "validation.tooLargeIn": "El campo «{field}» puede ser como máximo de {max} en {currency}",
  "validation.chooseTransferOption": "Elija Nacional o Internacional",
  "validation.codeDigits": "El código tiene 6 dígitos",
  "validation.codeOrPassword": "Introduzca un código de su aplicación de autenticación o su contraseña",
  "validation.currentPassword": "Introduzca su contraseña actual",
  "validation.dollarsTooMany": "El campo «{field}» puede ser como máximo de {max} dólares",
  "validation.emailInvalid": "Introduzca una dirección de correo electrónico válida",
  "validation.emailTooLong": "La dirección de correo electrónico es demasiado larga",
  "validation.enterCode": "Introduzca el código que le hemos enviado",
  "validation.idempotencyKeyTooLong": "La Idempotency-Key puede tener como máximo {max} caracteres",
  "validation.language": '"language" debe ser uno de estos valores: {languages}',
  "validation.limitTooLarge": "limit puede ser como máximo {max}",
  "validation.limitTooSmall": "limit debe ser al menos 1",
  "validation.loginIdentifier": "Introduzca su correo electrónico o número de cuenta y su contraseña",
  "validation.mfaToken": "El inicio de sesión ha caducado. Vuelva a iniciar sesión.",
  "validation.mustBePositive": "El campo «{field}» debe ser mayor que 0",
  "validation.mustBeText": "El campo «{field}» debe ser un texto",
  "validation.passwordTooShort": "La contraseña debe tener al menos 8 caracteres",
  "validation.passwordsDoNotMatch": "Las contraseñas no coinciden",
  "validation.phoneFormat": "Introduzca un número de teléfono de 7 a 20 dígitos, espacios o + - ( )",
  "validation.pictureOrProfile": "Envíe los datos del perfil o la imagen, no ambos",
  "validation.pictureUrl": "La imagen debe ser la URL de una carga",
  "validation.reasonRequired": "El motivo es obligatorio",
  "validation.reasonTooLong": "El motivo puede tener como máximo {max} caracteres",
  "validation.descriptionLinks": "Las descripciones no pueden contener enlaces.",
  "validation.required": "El campo «{field}» es obligatorio",
  "validation.sayWhatToChange": "Indique qué desea cambiar: transferDisabled o status",
  "validation.secondStepCode":
    "Introduzca un código de su aplicación de autenticación o un código de recuperación",
  "validation.settingsEmpty": 'Envíe "language", "timeZone" o "emailPreferences"',
  "validation.settingsUnknownField":
    'Campo desconocido {fields}: envíe solo "language", "timeZone" y "emailPreferences"',
  "validation.notificationCursor": "El cursor debe ser el nextCursor de una página anterior",
  "validation.notificationIds": '"ids" debe ser una lista de 1 a 100 identificadores de notificaciones',
  "validation.markRead": 'Envíe "ids" con las notificaciones que desea marcar como leídas, o "all": true',
  "validation.allMustBeTrue": '"all" debe ser true',
  "validation.emailPreferences":
    '"emailPreferences" admite "moneyIn", "moneyOut" y "requests", cada uno true o false',
  "validation.swiftFormat": "Introduzca un código Swift (BIC) de 8 u 11 caracteres",
  "validation.timeZone":
    '"timeZone" debe ser una de las zonas horarias IANA ofrecidas, por ejemplo {example}',
  "validation.tooLong": "El campo «{field}» puede tener como máximo {max} caracteres",
  "validation.totpCode": "Introduzca el código de 6 dígitos de su aplicación de autenticación",
  "validation.twoDecimals": "El campo «{field}» puede tener como máximo 2 decimales",

  "account.heldForWrongCodes":
    "Se introdujeron demasiados códigos incorrectos en su cuenta, por lo que las transferencias desde ella están retenidas.",
  "account.transfersHeld": "Nuestro equipo ha retenido las transferencias desde su cuenta.",

  "mail.greeting": "Hola, {name}:",
  "mail.signature": "Larkspur",
  "mail.neverAsk": "Larkspur nunca le pedirá este código ni su contraseña.",
  "mail.payee": "{accountName} en {bankName}",

  "mail.ledgerProblems.subject":
    "La comprobación del libro mayor encontró {count, plural, one {# problema} other {# problemas}}",
  "mail.ledgerProblems.body":
    "La comprobación del libro mayor iniciada el {checkedAt} encontró {count, plural, one {# regla incumplida} other {# reglas incumplidas}}. Los clientes pueden ver saldos incorrectos hasta que se corrija.",
  "mail.ledgerProblems.where":
    "Todos los problemas aparecen en el back office, en Comprobaciones del libro mayor.",
  "mail.detailsChanged.subject": "Se han cambiado sus datos en Larkspur",
  "mail.detailsChanged.body":
    "Nuestro equipo ha cambiado su {fields}, a petición suya o para corregir nuestros registros. Puede consultar sus datos en su perfil.",
  "mail.detailsChanged.notExpected":
    "Si no lo esperaba, póngase en contacto con nuestro equipo de atención al cliente.",
  "detailField.firstName": "nombre",
  "detailField.middleName": "segundo nombre",
  "detailField.lastName": "apellido",
  "detailField.phone": "número de teléfono",
  "detailField.address": "dirección",
  "mail.emailChangeCode.subject": "Confirme su nueva dirección de correo electrónico en Larkspur",
  "mail.emailChangeCode.body":
    "Introduzca este código en Larkspur para que esta sea la dirección de correo electrónico de su cuenta.",
  "mail.emailChangeCode.expiry":
    "Caduca en {minutes} minutos. Si usted no ha solicitado este cambio, ignore este correo: sin el código no cambia nada.",
  "mail.passwordChanged.subject": "Se ha cambiado su contraseña de Larkspur",
  "mail.passwordChanged.body":
    "Se acaba de cambiar la contraseña de su cuenta de Larkspur y se ha cerrado la sesión en todos los demás dispositivos.",
  "mail.passwordChanged.notYou":
    "Si usted no ha hecho este cambio, elija de inmediato una contraseña nueva en {forgotUrl} y póngase en contacto con nuestro equipo de atención al cliente.",
  "mail.twoStepOn.subject": "La verificación en dos pasos está activada en su cuenta de Larkspur",
  "mail.twoStepOn.body":
    "A partir de ahora, al iniciar sesión en Larkspur se le pedirá un código de su aplicación de autenticación después de su contraseña. Guarde sus códigos de recuperación en un lugar seguro.",
  "mail.twoStepOff.subject": "Se ha desactivado la verificación en dos pasos",
  "mail.twoStepOff.body":
    "Se acaba de desactivar la verificación en dos pasos de su cuenta de Larkspur: ahora para iniciar sesión solo se necesita su contraseña.",
  "mail.wrongSecondStepCodes.subject": "Alguien introdujo códigos incorrectos en su cuenta",
  "mail.wrongSecondStepCodes.body":
    "Alguien introdujo su contraseña y después {count} códigos incorrectos en el segundo paso del inicio de sesión en Larkspur. El segundo paso rechazará todos los códigos durante la próxima hora.",
  "mail.wrongSecondStepCodes.notYou":
    "Si no fue usted, alguien conoce su contraseña: elija una nueva de inmediato en {forgotUrl}.",
  "mail.passkeyAdded.subject": "Se añadió una llave de acceso a su cuenta de Larkspur",
  "mail.passkeyAdded.body":
    "Se acaba de añadir la llave de acceso «{name}» a su cuenta de Larkspur. Ahora puede iniciar sesión con ella.",
  "mail.passkeyRemoved.subject": "Se eliminó una llave de acceso de su cuenta de Larkspur",
  "mail.passkeyRemoved.body":
    "Se acaba de eliminar la llave de acceso «{name}» de su cuenta de Larkspur. Ya no puede iniciar sesión con ella.",
  "mail.staffInvitation.subject": "Le han invitado al back office de Larkspur",
  "mail.staffInvitation.body":
    "Un administrador le ha añadido al back office de Larkspur. Abra este enlace para establecer su contraseña y, después, inicie sesión.",
  "mail.staffInvitation.expiry": "El enlace solo funciona una vez y caduca en 24 horas.",
  "mail.transfersOnHold.subject": "Las transferencias desde su cuenta de Larkspur están retenidas",
  "mail.transfersOnHold.body":
    "Nuestro equipo ha retenido las transferencias desde su cuenta. Su saldo y su historial no cambian.",
  "mail.transfersOnHold.contact":
    "Póngase en contacto con nuestro equipo de atención al cliente para obtener más información.",
  "mail.transfersHeldForWrongCodes.body":
    "Se han introducido demasiados códigos incorrectos en su cuenta, por lo que hemos retenido las transferencias desde ella para proteger su dinero. Su saldo y su historial no cambian.",
  "mail.transfersHeldForWrongCodes.contact":
    "Póngase en contacto con nuestro equipo de atención al cliente para que levanten la retención. Si usted no introdujo esos códigos, cambie su contraseña ahora.",
  "mail.transfersReleased.subject": "Ya puede volver a enviar transferencias desde su cuenta de Larkspur",
  "mail.transfersReleased.body": "Se ha levantado la retención de las transferencias desde su cuenta.",
  "mail.accountDisabled.subject": "Su cuenta de Larkspur ha sido desactivada",
  "mail.accountDisabled.body":
    "Nuestro equipo ha desactivado su cuenta y ha cerrado su sesión. Póngase en contacto con nuestro equipo de atención al cliente.",
  "mail.accountEnabled.subject": "Su cuenta de Larkspur vuelve a estar activa",
  "mail.accountEnabled.body": "Ya puede volver a iniciar sesión en su cuenta.",
  "mail.signupCode.subject": "Su código de verificación de Larkspur",
  "mail.signupCode.body":
    "Le damos la bienvenida a Larkspur. Introduzca este código para confirmar su dirección de correo electrónico.",
  "mail.signupCode.expiry": "Caduca en {minutes} minutos.",
  "mail.signupAttempt.subject": "Alguien ha intentado abrir una cuenta con esta dirección",
  "mail.signupAttempt.body":
    "Alguien acaba de intentar abrir una nueva cuenta de Larkspur con esta dirección de correo electrónico. Usted ya tiene una cuenta con nosotros, así que no hemos abierto otra, y nada ha cambiado en su cuenta.",
  "mail.signupAttempt.ifYou":
    "Si fue usted, no necesita registrarse de nuevo: inicie sesión en {loginUrl}. Si ha olvidado su contraseña, elija una nueva en {forgotUrl}.",
  "mail.signupAttempt.ifNotYou":
    "Si no fue usted, no tiene que hacer nada: nadie puede abrir una cuenta ni iniciar sesión con su dirección sin su contraseña. Si sigue recibiendo estos correos, póngase en contacto con nuestro equipo de atención al cliente.",
  "mail.passwordReset.subject": "Restablezca su contraseña de Larkspur",
  "mail.passwordReset.body":
    "Hemos recibido una solicitud para restablecer su contraseña. Abra este enlace para elegir una nueva.",
  "mail.passwordReset.expiry":
    "Solo funciona una vez y caduca en {minutes} minutos. Si usted no lo ha solicitado, ignore este correo.",
  "mail.emailChanged.subject": "Se ha cambiado su dirección de correo electrónico en Larkspur",
  "mail.emailChanged.body":
    "La dirección de correo electrónico de su cuenta de Larkspur se ha cambiado a {email}.",
  "mail.emailChanged.notYou":
    "Si usted no ha hecho este cambio, póngase en contacto de inmediato con nuestro equipo de atención al cliente.",
  "mail.transferCode.subject": "Confirme su transferencia de {amount}",
  "mail.transferCode.body":
    "Introduzca este código para confirmar su transferencia de {amount} a {payee} (referencia {transactionId}).",
  "mail.transferCode.expiry":
    "Solo confirma esta transferencia y caduca en {minutes} minutos. Si usted no ha iniciado esta transferencia, no introduzca el código y póngase en contacto con nuestro equipo de atención al cliente.",
  "mail.transferSubmitted.subject": "Transferencia de {amount} enviada",
  "mail.transferSubmitted.body":
    "Su transferencia de {amount} a {payee} (referencia {transactionId}) se ha enviado y está en revisión.",
  "mail.transferSubmitted.held":
    "El importe queda reservado de su saldo disponible hasta que la transferencia se complete o se cancele.",
  "mail.transferCompleted.subject": "Transferencia de {amount} completada",
  "mail.transferCompleted.body":
    "Su transferencia de {amount} a {payee} (referencia {transactionId}) se ha completado.",
  "mail.transferCancelled.subject": "Transferencia de {amount} cancelada",
  "mail.transferCancelled.body":
    "Su transferencia de {amount} a {payee} (referencia {transactionId}) se ha cancelado.",
  "mail.transferCancelled.reason": "Motivo: {reason}",
  "mail.cancelReason.byYou": "Usted la canceló.",
  "mail.cancelReason.codeExpired": "El código de verificación caducó antes de introducirse.",
  "mail.cancelReason.tooManyWrongCodes": "El código de verificación se introdujo mal demasiadas veces.",
  "mail.cancelReason.notApproved": "No se aprobó en nuestra revisión.",
  "mail.transferCancelled.released":
    "No ha salido dinero de su cuenta; cualquier importe reservado para ella vuelve a estar disponible.",
  "mail.depositReceived.subject": "Ha recibido {amount}",
  "mail.depositReceived.body":
    "Se han abonado {amount} en su cuenta de Larkspur (referencia {transactionId}).",
  "mail.noteFrom": "Nota de {name}: {description}",
  "mail.depositReceived.description": "Descripción: {description}",
  "notification.transfer.pending.title": "Transferencia de {amount} enviada",
  "notification.transfer.pending.body":
    "Su transferencia de {amount} a {name} (referencia {transactionId}) está pendiente de revisión. El importe queda reservado hasta entonces.",
  "notification.transfer.completed.title": "Transferencia de {amount} completada",
  "notification.transfer.completed.body":
    "Su transferencia de {amount} a {name} (referencia {transactionId}) se ha completado.",
  "notification.transfer.cancelled.title": "Transferencia de {amount} cancelada",
  "notification.transfer.cancelled.body":
    "Su transferencia de {amount} a {name} (referencia {transactionId}) se canceló. {reason} No salió dinero de su cuenta.",
  "notification.payment.sent.title": "Usted envió {amount} a {name}",
  "notification.payment.sent.body":
    "Su pago de {amount} a {name} (referencia {transactionId}) se ha completado.",
  "notification.payment.received.title": "Usted recibió {amount} de {name}",
  "notification.payment.received.body": "{name} le envió {amount} (referencia {transactionId}).",
  "notification.request.received.title": "{name} le pidió {amount}",
  "notification.request.received.body":
    "{name} le pidió que pague {amount}. Abra la solicitud para pagarla o rechazarla.",
  "notification.request.paid.title": "{name} pagó su solicitud de {amount}",
  "notification.request.paid.body": "{name} pagó los {amount} que usted pidió (referencia {transactionId}).",
  "notification.request.declined.title": "{name} rechazó su solicitud de {amount}",
  "notification.request.declined.body": "{name} rechazó pagar los {amount} que usted pidió.",
  "notification.deposit.credited.title": "Usted recibió {amount}",
  "notification.deposit.credited.body": "Se abonaron {amount} en su cuenta (referencia {transactionId}).",
  "notification.account.held.title": "Su cuenta está retenida",
  "notification.account.held.body":
    "{reason} No puede salir dinero de su cuenta hasta que se levante la retención.",
  "notification.account.released.title": "Su cuenta ya no está retenida",
  "notification.account.released.body":
    "Se levantó la retención de las transferencias de su cuenta. Ya puede enviar dinero de nuevo.",
  "notification.security.new-device.title": "Nuevo inicio de sesión en su cuenta",
  "notification.security.new-device.body":
    "Se inició sesión en su cuenta desde un dispositivo nuevo. Si no fue usted, cierre la sesión de ese dispositivo y cambie su contraseña.",
  "notification.security.password-changed.title": "Se cambió su contraseña",
  "notification.security.password-changed.body":
    "Se cambió la contraseña de su cuenta. Si no la cambió usted, restablézcala de inmediato.",
  "notification.security.email-changed.title": "Se cambió su dirección de correo electrónico",
  "notification.security.email-changed.body":
    "Se cambió la dirección de correo electrónico de su cuenta. Si no la cambió usted, contáctenos de inmediato.",
  "error.noSuchSession": "No existe esa sesión.",
  "error.noSecurityQuestions": "Este cliente aún no ha elegido sus preguntas de seguridad.",
  "error.questionNotChosen": "Este cliente no eligió esa pregunta.",
  "error.tooManyAnswerChecks":
    "Las respuestas de seguridad de este cliente se comprobaron {limit} veces en la última hora. Inténtelo de nuevo dentro de {minutes} minutos.",
  "validation.questionUnknown": "Elija una de las preguntas de seguridad ofrecidas",
  "validation.answerLength": "Una respuesta debe tener entre {min} y {max} caracteres",
  "validation.questionsCount": "Elija exactamente 3 preguntas de seguridad",
  "validation.questionsDistinct": "Elija 3 preguntas de seguridad distintas",
  "error.requestCustomersOnly": "Solo los clientes pueden solicitar o pagar dinero.",
  "error.noSuchRequest": "No existe esa solicitud.",
  "error.requestForAnother": "Esta solicitud es para otro cliente.",
  "error.requestFromYourself": "No puede solicitarse dinero a sí mismo.",
  "error.requestPayerCannotPay": "Esta cuenta no puede pagar solicitudes.",
  "error.requestOnlyPayerDeclines": "Solo el cliente al que se pidió puede rechazar esta solicitud.",
  "error.requestOnlyRequesterCancels": "Solo el cliente que hizo esta solicitud puede cancelarla.",
  "error.requestOwnRequest": "Esta es su propia solicitud.",
  "error.requestPaid": "Esta solicitud ya se ha pagado",
  "error.requestDeclined": "Esta solicitud fue rechazada.",
  "error.requestCancelled": "Esta solicitud fue cancelada.",
  "error.requestExpired": "Esta solicitud ha caducado.",
  "error.requestsPerDay": "Puede hacer como máximo {max} solicitudes al día. Inténtelo de nuevo mañana.",
  "error.requestExpiryTooLate": "Una solicitud puede estar abierta como máximo {max} días.",
  "error.requestExpiryPast": "Elija una fecha de caducidad futura.",
  "validation.requestFrom": "Pida por número de cuenta o por correo electrónico, no por ambos",
  "validation.requestExpiry": "La caducidad debe ser de 1 a {max} días, o una fecha y hora dentro de ellos",
  "mail.moneyRequested.subject": "{name} le solicita {amount}",
  "mail.moneyRequested.body": "{name} le pide que pague {amount}. Páguela o recházela en Larkspur:",
  "mail.moneyRequested.until": "La solicitud está abierta hasta el {expiresAt}.",
  "mail.requestPaid.subject": "{name} pagó su solicitud de {amount}",
  "mail.requestPaid.body":
    "{name} pagó su solicitud de {amount} por: {description}. El dinero está en su saldo disponible (referencia {transactionId}).",
  "mail.requestDeclined.subject": "{name} rechazó su solicitud de {amount}",
  "mail.requestDeclined.body": "{name} rechazó su solicitud de {amount} por: {description}.",
  "device.browserOnOs": "{browser} en {os}",
  "device.unknownBrowser": "Navegador desconocido",
  "device.unknownOs": "un sistema desconocido",
  "mail.newSignIn.subject": "Nuevo inicio de sesión en su cuenta de Larkspur",
  "mail.newSignIn.body":
    "Se acaba de iniciar sesión en su cuenta de Larkspur desde un navegador que no se había usado antes.",
  "mail.newSignIn.time": "Hora: {time}",
  "mail.newSignIn.device": "Dispositivo: {device}",
  "mail.newSignIn.ip": "Dirección IP: {ip}",
  "mail.newSignIn.notYou":
    "Si fue usted, no tiene que hacer nada. Si no fue usted, cierre la sesión de ese dispositivo en {securityUrl} y cambie su contraseña de inmediato.",
  "error.recipientAlreadySaved": "Este destinatario ya está guardado.",
  "error.tooManyRecipients": "Puede guardar como máximo {max} destinatarios. Elimine uno primero.",
  "error.noSuchRecipient": "No existe ese destinatario.",
  "validation.ibanInvalid": "Este IBAN no es válido: compruebe que no tenga errores de escritura",
  "validation.bicInvalid": "Este código Swift (BIC) no es válido: compruebe las letras del banco y del país",
  "validation.usRoutingDigits": "Un número de ruta de EE. UU. tiene 9 dígitos",
  "validation.usRoutingInvalid":
    "Este número de ruta de EE. UU. no es válido: compruebe que no tenga errores de escritura",
  "validation.chooseRecipientType": "Elija Larkspur, Nacional o Internacional",
  "validation.recipientUnknownField":
    'Campo desconocido {fields}: envíe solo "type" con "accountNumber" o "email", o con "bankDetails"',
  "mail.recipientAdded.subject": "Se añadió un destinatario a su cuenta de Larkspur",
  "mail.recipientAdded.body": "{name} ({account}) se guardó como destinatario en su cuenta de Larkspur.",
  "mail.recipientAdded.notYou":
    "Si fue usted, no tiene que hacer nada. Si no, elimínelo en {paymentMethodsUrl} y cambie su contraseña de inmediato.",
  // Límites de dinero enviado.
  "error.overPaymentLimit":
    "Esto supera su límite de {limit} por pago. Puede enviar como máximo {limit} cada vez.",
  "error.overDailyLimit": "Esto supera su límite diario de {limit}. Hoy puede enviar {remaining} más.",
  "error.over30DayLimit":
    "Esto supera su límite de 30 días de {limit}. Puede enviar {remaining} más en estos 30 días.",
  "error.aboveBankLimit":
    "Su límite {which} puede ser como máximo {limit}, el límite del banco para usted. Pida a nuestro equipo de asistencia que lo aumente.",
  "error.limitsNotForStaff": "Los límites son de las cuentas de los clientes.",
  "limit.perPayment": "por pago",
  "limit.daily": "diario",
  "limit.monthly": "de 30 días",
  "field.perPaymentLimit": "Límite por pago",
  "field.dailyLimit": "Límite diario",
  "field.monthlyLimit": "Límite de 30 días",
  "validation.limitsEmpty": "Envíe perPayment, daily, monthly o más de uno de ellos",
  "validation.limitsUnknownField": "Envíe solo perPayment, daily y monthly",
  "validation.adminLimitsUnknownField": "Envíe solo perPayment, daily, monthly y reason",
  "mail.limitsChanged.subject": "Se cambiaron sus límites de envío de Larkspur",
  "mail.limitsChanged.body":
    "Nuestro equipo cambió sus límites de envío. Ahora puede enviar hasta {perPayment} por pago, {daily} al día y {monthly} en 30 días.",
  "error.noPayeeMatches": "Ninguna cuenta de Larkspur coincide",
  "error.ownAccount": "Esta es su propia cuenta",
  "error.payeeCannotReceive": "Esta cuenta no puede recibir pagos",
  "error.tooManyPayeeLookups":
    "Ha buscado {limit} cuentas en la última hora. Inténtelo de nuevo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  "validation.accountNumberDigits": "Introduzca un número de cuenta de 12 dígitos",
  "validation.payeeReference": "Indique el número de cuenta o el correo electrónico del destinatario",
  "validation.choosePaymentKind": "Elija Nacional, Internacional o Larkspur",
  "mail.payeeCustomer": "{name} (cuenta de Larkspur {accountNumber})",
  "mail.paymentCode.subject": "Confirme su pago de {amount} a {name}",
  "mail.paymentCode.body":
    "Introduzca este código para pagar {amount} a {payee} (referencia {transactionId}). El dinero se envía en cuanto se introduce el código.",
  "mail.paymentCode.expiry":
    "Solo confirma este pago y caduca en {minutes} minutos. Si usted no ha iniciado este pago, no introduzca el código y póngase en contacto con nuestro equipo de atención al cliente.",
  "mail.paymentSent.subject": "Ha enviado {amount} a {name}",
  "mail.paymentSent.body": "Ha pagado {amount} a {payee} (referencia {transactionId}).",
  "mail.paymentCancelled.subject": "Pago de {amount} a {name} cancelado",
  "mail.paymentCancelled.body":
    "Su pago de {amount} a {payee} (referencia {transactionId}) se ha cancelado. No ha salido dinero de su cuenta.",
  "mail.paymentReceived.subject": "Ha recibido {amount} de {name}",
  "mail.paymentReceived.body":
    "{payer} ha pagado {amount} en su cuenta de Larkspur (referencia {transactionId}).",
  // Mensajes seguros con el equipo de atención al cliente.
  "field.message": "Mensaje",
  "error.staffUseBackOffice": "Esto es para clientes; el personal trabaja en el back office.",
  "error.noSuchConversation": "No existe esa conversación.",
  "error.notOwnConversation": "Esta conversación pertenece a otro cliente.",
  "error.conversationClosed":
    "Esta conversación está cerrada. Inicie una nueva conversación para volver a escribirnos.",
  "error.conversationIsClosed": "Esta conversación está cerrada.",
  "error.conversationTakenByOther": "{name} atiende esta conversación. Hágase cargo de ella primero.",
  "error.tooManySupportMessages":
    "Puede enviar como máximo {limit} mensajes por hora. Inténtelo de nuevo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  "notification.support.reply.title": "Tiene un mensaje nuevo del servicio de atención de Larkspur",
  "notification.support.reply.body":
    "{name}, de nuestro equipo de atención al cliente, le ha respondido. Abra la conversación para leerlo.",
  "mail.supportReply.subject": "Tiene un mensaje nuevo del servicio de atención de Larkspur",
  "mail.supportReply.body":
    "{name}, de nuestro equipo de atención al cliente, ha respondido a su mensaje. Por su seguridad no lo enviamos por correo electrónico: léalo en Larkspur.",
  "validation.limitWhole": "limit debe ser un número entero",
  "validation.historyPosition": "{param} debe ser el transactionId de la última fila de la página anterior",
  "validation.historyCursorTwice": "cursor y before significan lo mismo: indique solo uno",
  "validation.historyQ": "q debe tener de 1 a 100 caracteres",
  "validation.historyType": "type debe ser Deposit, Withdrawal o Conversion",
  "validation.historyStatus": "status debe ser Unconfirmed, Pending, Completed o Cancelled",
  "validation.historyCurrency": "currency debe ser un código de moneda que manejamos, como USD",
  "validation.historyDate": "{param} debe ser una fecha AAAA-MM-DD (YYYY-MM-DD) o una fecha y hora ISO 8601",
  "validation.historyAmount":
    "{param} debe ser un importe de 0 o más con 2 decimales como máximo, como 25.50",
  "validation.historyAmountRange": "maxAmount no puede ser menor que minAmount",
  "validation.historyDateRange": "La fecha final es anterior a la fecha inicial.",
  "validation.statementMonth": "month debe escribirse AAAA-MM (YYYY-MM), como 2026-11",
  "error.unknownCursor": "cursor no es el transactionId de un movimiento de este historial",
  "error.noStatement": "No hay extracto en {currency} para {month}.",
  "statement.title": "Extracto de cuenta",
  "statement.customer": "Titular de la cuenta",
  "statement.accountNumber": "Número de cuenta",
  "statement.currency": "Moneda",
  "statement.period": "Periodo",
  "statement.periodRange": "Del {start} al {end}",
  "statement.timeZone": "Fechas y horas en {zone}",
  "statement.openingBalance": "Saldo inicial",
  "statement.closingBalance": "Saldo final",
  "statement.moneyIn": "Entradas",
  "statement.moneyOut": "Salidas",
  "statement.column.date": "Fecha",
  "statement.column.description": "Descripción",
  "statement.column.amount": "Importe",
  "statement.column.balance": "Saldo",
  "statement.noEntries": "No hubo movimientos completados en este periodo.",
  "statement.note":
    "Solo los movimientos completados cambian el saldo; las transferencias aún pendientes no aparecen. Importes en {currency}.",
  "statement.page": "Página {page} de {pages}",
  "statement.from": "De {name}",
  "statement.to": "Para {name}",
  "error.bankFileDoctype":
    "Este archivo declara un DOCTYPE o entidades, algo que los archivos bancarios nunca hacen, por lo que no se ha leído.",
  "error.bankFileTooDeep":
    "Este archivo anida sus elementos a demasiada profundidad para ser un archivo bancario, por lo que no se ha leído.",
  "error.bankFileMalformed": "Este archivo no es XML bien formado, por lo que no se ha leído.",
  "error.bankFileWrongKind": "Este no es un archivo {kind} (su espacio de nombres es {namespace}).",
  "error.bankFileMissing":
    "Envíe el archivo: su XML como cuerpo de la solicitud o como archivo en una carga multipart.",
  "error.bankFileMediaType":
    "Envíe el archivo como XML (application/xml) o como carga multipart, no como JSON.",
  "error.bankFileTooLarge": "Un archivo bancario puede tener como máximo {megabytes} MB.",
  "error.camtBadEntry": "El asiento {entry} del archivo no es un abono ni un cargo que se pueda leer.",
  "error.camtBadAmount":
    "El asiento {entry} del archivo tiene el importe {amount} {currency}, que no es un importe de esa moneda.",
  "error.camtNoReference":
    "El asiento {entry} del archivo no tiene referencia del banco gestor de la cuenta, por lo que no se podía abonar exactamente una vez.",
  "error.camtDetailsDontAddUp": "Las operaciones del asiento {entry} del archivo no suman su importe.",
  "error.statusReportUnknownStatus":
    "El informe de estado indica el estado {status}, que no es un estado de pago ISO 20022.",
  "error.statusReportOtherBatch":
    "Este informe de estado responde al archivo {original}, no a este lote ({messageId}).",
  "error.statusReportUnknownPayment":
    "El informe de estado menciona el pago {endToEndId}, que no está en este lote.",
  "error.noPaymentsWaiting": "No hay pagos esperando un lote.",
  "error.noSuchBatch": "No existe ese lote de pagos.",
  "error.noSuchMoneyIn": "No existe ese ingreso.",
  "error.moneyInDecided":
    "Este dinero ya no está en espera: ya se abonó, se asignó o se marcó para devolver.",
  "error.moneyInCurrency":
    "Este dinero está en {currency}, una moneda que Larkspur no mantiene: márquelo para devolver.",
  "error.ownMoneyInAssignment": "Usted solicitó esta asignación. Otro operador debe aprobarla.",
  "error.moneyInAwaitingApproval": "Este dinero ya espera que otro operador apruebe su asignación.",
  "error.moneyInNotAwaiting": "Ninguna asignación de este dinero espera aprobación.",
  "description.converted": "Conversión de {from} a {to}",
  "description.convertedFrom": "Conversión desde {from}",
  "description.convertedTo": "Conversión a {to}",
  "description.paymentReceived": "Pago recibido",
  "transfer.returnedByBank": "Devuelta por el banco receptor: {reason}",
  "notification.deposit.bank-transfer.title": "Usted recibió {amount} de {name}",
  "notification.deposit.bank-transfer.body":
    "{name} le envió {amount} por transferencia bancaria (referencia {transactionId}).",
  "notification.transfer.returned.title": "Transferencia de {amount} devuelta",
  "notification.transfer.returned.body":
    "Devuelta por el banco receptor: {returnReason}. Los {amount} para {name} vuelven a estar en su saldo.",
  "mail.bankTransferReceived.subject": "Ha recibido {amount} de {name}",
  "mail.bankTransferReceived.body":
    "{name} le envió {amount} por transferencia bancaria. Ya está en su cuenta Larkspur (referencia {transactionId}).",
  "mail.transferReturned.subject": "Su transferencia de {amount} fue devuelta",
  "mail.transferReturned.body":
    "Su transferencia de {amount} a {payee} (referencia {transactionId}) fue devuelta por el banco receptor: {reason}.",
  "mail.transferReturned.refunded": "Los {amount} vuelven a estar en su saldo disponible.",
  "error.bankFileTooManyElements":
    "Este archivo contiene más de {max} elementos, más que cualquier archivo bancario, por lo que no se ha leído.",
  "error.camtBadClosingBalance":
    "No se puede leer el saldo de cierre {amount} {currency} del extracto: necesita un importe de su moneda, CRDT o DBIT, y una fecha.",
  "error.ownBankFile": "Usted subió este archivo. Otro operador debe aprobarlo.",
  "error.noSuchBankFile": "No existe ese archivo bancario.",
  "error.bankFileDecided": "Este archivo ya fue aprobado o rechazado.",
  "error.bankSignature": "La firma del archivo falta o no es correcta.",
  "error.statusReportNoBatch":
    "Este informe de estado responde al archivo {original}, que no es ninguno de nuestros lotes.",
  "error.noSuchSchedule": "No existe ese pago programado.",
  "error.scheduleStartInPast": "La fecha de inicio no puede estar en el pasado.",
  "error.scheduleNotActive": "Solo se puede pausar un pago programado activo.",
  "error.scheduleNotPaused": "Solo se puede reanudar un pago programado en pausa.",
  "error.scheduleEnded": "Este pago programado ya ha terminado.",
  "error.scheduleAlreadyConfirmed": "Este pago programado ya está confirmado.",
  "description.scheduled": "Programado · {description}",
  "schedule.reason.notEnoughMoney": "no hay saldo suficiente",
  "schedule.reason.onHold": "su cuenta está retenida",
  "schedule.reason.overLimit": "supera sus límites de salida de dinero",
  "schedule.reason.recipientCannotReceive": "el destinatario no puede recibir pagos",
  "schedule.reason.failed": "no se pudo enviar",
  "schedule.repeat.none": "una vez",
  "schedule.repeat.weekly": "cada semana",
  "schedule.repeat.every2weeks": "cada dos semanas",
  "schedule.repeat.monthly": "cada mes",
  "schedule.repeat.yearly": "cada año",
  "notification.schedule.skipped.title": "Pago programado de {amount} no realizado",
  "notification.schedule.skipped.body":
    "Su pago programado de {amount} a {name} no se pudo realizar: {reason}",
  "notification.schedule.paused.title": "Pago programado a {name} en pausa",
  "notification.schedule.paused.body":
    "Su pago programado de {amount} a {name} se omitió tres veces seguidas, por lo que está en pausa. Reanúdelo en la página Programados cuando esté listo.",
  "mail.scheduleCode.subject": "Confirme su pago programado de {amount}",
  "mail.scheduleCode.body":
    "Introduzca este código para confirmar su pago programado de {amount} a {name}: el primero el {startDate}, {repeat}.",
  "mail.scheduleCode.expiry":
    "Solo confirma este pago programado y caduca en {minutes} minutos. Si usted no lo creó, no introduzca el código y contacte con nuestro equipo de soporte.",
  "mail.scheduleSkipped.subject": "Su pago programado de {amount} no se realizó",
  "mail.schedulePaused.subject": "Su pago programado a {name} está en pausa",
  "notification.card.authorized.title": "Pago con tarjeta de {amount} en {name}",
  "notification.card.authorized.body":
    "Su tarjeta terminada en {last4} pagó {amount} en {name}. Aparece como Pendiente hasta que el comercio lo complete.",
  "notification.card.declined.title": "Pago con tarjeta de {amount} en {name} rechazado",
  "notification.card.declined.body": "Se rechazó su tarjeta terminada en {last4}. {reason}",
  "card.declined.insufficient_funds": "Su saldo disponible no lo cubría.",
  "card.declined.card_frozen":
    "La tarjeta está congelada: descongélela en Métodos de pago para volver a usarla.",
  "card.declined.card_terminated": "La tarjeta está cancelada y ya no se puede usar.",
  "card.declined.card_limit": "Superaba uno de los límites de la tarjeta.",
  "card.declined.account_limit": "Superaba los límites de salida de dinero de su cuenta.",
  "card.declined.channel_disabled":
    "Este tipo de uso (en línea o en cajero) está desactivado para la tarjeta.",
  "card.declined.account_on_hold":
    "Su cuenta está retenida. Póngase en contacto con el servicio de atención.",
  "mail.cardIssued.subject": "Su nueva tarjeta de Larkspur terminada en {last4}",
  "mail.cardIssued.body":
    "Tiene una nueva tarjeta virtual terminada en {last4}, que gasta de su saldo en {currency}. Puede ver su número en Métodos de pago tras confirmar su contraseña.",
  "mail.cardFrozen.subject": "Su tarjeta terminada en {last4} está congelada",
  "mail.cardFrozen.body":
    "Las compras con su tarjeta terminada en {last4} se rechazan hasta que la descongele.",
  "mail.cardFrozenByBank.body":
    "Nuestro equipo congeló su tarjeta terminada en {last4}: las compras con ella se rechazan. Póngase en contacto con el servicio de atención para saber más.",
  "mail.cardUnfrozen.subject": "Su tarjeta terminada en {last4} vuelve a funcionar",
  "mail.cardUnfrozen.body":
    "Su tarjeta terminada en {last4} ya no está congelada: se vuelven a permitir compras con ella.",
  "mail.cardTerminated.subject": "Su tarjeta terminada en {last4} está cancelada",
  "mail.cardTerminated.body":
    "Su tarjeta terminada en {last4} está cancelada y ya no se puede usar. Las compras ya hechas con ella se completan igualmente.",
  "mail.cardLimitsChanged.subject": "Se cambiaron los límites de su tarjeta terminada en {last4}",
  "mail.cardLimitsChanged.body":
    "Se cambiaron los límites de su tarjeta terminada en {last4}. Puede verlos en Métodos de pago.",
  "error.noSuchCard": "No existe esa tarjeta.",
  "error.tooManyCards": "Puede tener como máximo {max} tarjetas. Cancele una primero.",
  "error.cardCurrencyNotHeld": "Abra primero un saldo en {currency} y luego emita una tarjeta en esa moneda.",
  "error.cardTerminated": "Esta tarjeta está cancelada y ya no se puede cambiar.",
  "error.cardNetworkSignature": "La firma falta o no es correcta.",
  "error.noSuchAuthorization": "No existe esa autorización.",
  "error.authorizationClosed": "Esta autorización ya no está pendiente.",
} satisfies ApiCatalogue;
