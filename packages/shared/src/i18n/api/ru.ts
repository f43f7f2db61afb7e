import type { ApiCatalogue } from "./en-US";

/** Russian, addressing the customer as «вы». */
export const ru = {
  "error.accountDisabled": "Аккаунт отключён",
  "error.accountOnHold": "Операции по счёту приостановлены. Обратитесь в службу поддержки",
  "error.adminOnly": "Это может сделать только администратор.",
  "error.alreadyApproved": "Вы уже одобрили этот перевод. Его должен одобрить ещё один оператор.",
  "error.amountDecimals": "В сумме может быть не более 2 знаков после запятой",
  "error.bodyEmpty": "Тело запроса пустое; отправьте JSON.",
  "error.bodyNotJson": "Тело запроса не является корректным JSON.",
  "error.bodyTooDeep": "В теле запроса слишком глубокая вложенность.",
  "error.bodyTooLarge": "Тело запроса слишком большое.",
  "error.checkFields": "Проверьте поля и попробуйте ещё раз.",
  "error.codeExpiredTransferCancelled":
    "Срок действия кода истёк, поэтому перевод отменён. Оформите новый перевод.",
  "error.codeUsedUp": "Неверный код. Этот код больше нельзя использовать. Запросите новый код.",
  "error.emailTaken": "Этот адрес электронной почты уже используется в другом аккаунте.",
  "error.idempotencyKeyReused": "Этот Idempotency-Key уже использовался для другого запроса.",
  "error.invalidCode": "Код недействителен или срок его действия истёк. Запросите новый код.",
  "error.invalidResetLink":
    "Ссылка для сброса пароля недействительна или срок её действия истёк. Запросите новую.",
  "error.mfaEnrolmentRequired":
    "Прежде чем работать в бэк-офисе, настройте двухэтапную проверку (приложение-аутентификатор или ключ доступа).",
  "error.mfaSignInExpired": "Срок этого входа истёк. Войдите снова с паролем.",
  "error.noNulCharacters": "Текст не может содержать символы NUL.",
  "error.noSuchCustomer": "Такого клиента нет.",
  "error.noSuchPicture": "Такого изображения нет.",
  "error.noSuchPasskey": "Такого ключа доступа нет.",
  "error.passkeyAlreadyAdded": "Этот ключ доступа уже добавлен.",
  "error.passkeyExpired":
    "Срок действия запроса ключа доступа истёк, или запрос уже использован. Попробуйте ещё раз.",
  "error.passkeyNotAdded": "Не удалось добавить этот ключ доступа. Попробуйте ещё раз.",
  "error.passkeyNotRecognised":
    "Не удалось войти с этим ключом доступа. Попробуйте ещё раз или войдите с паролем.",
  "error.tooManyPasskeys": "Можно добавить не более {max} ключей доступа. Сначала удалите один из них.",
  "error.noSuchStaffMember": "Такого сотрудника нет.",
  "error.noSuchTransaction": "Такой операции нет.",
  "error.noSuchUpload": "Такой загрузки нет.",
  "error.noSuchUser": "Такого пользователя нет.",
  "error.notAPicture": "Выберите изображение в формате JPEG, PNG, WebP, GIF, AVIF или HEIC.",
  "error.notAuthenticated": "Вы не вошли в систему!",
  "error.notFound": "По этому адресу ничего нет.",
  "error.notOwnAccount": "Вы можете обращаться только к своему счёту.",
  "error.notOwnCredit":
    "Вы не можете зачислить средства на свой собственный счёт. Это должен сделать другой оператор.",
  "error.ownDepositRequest": "Вы запросили это зачисление. Его должен одобрить другой оператор.",
  "error.notOwnMoney": "Решение по вашему собственному счёту должен принять другой оператор.",
  "error.ownAccess": "Вы не можете изменить собственный доступ.",
  "error.passwordTooCommon":
    "Этот пароль слишком распространён. Выберите более длинный или менее предсказуемый.",
  "error.pictureNotAnUpload": "Изображение должно быть URL одной из ваших завершённых загрузок.",
  "error.pictureTooLarge": "Размер изображения — не более {megabytes} МБ; выберите изображение поменьше.",
  "error.pictureTooManyPixels":
    "Изображение больше {megapixels} мегапикселей; выберите изображение поменьше.",
  "error.sendJson": "Отправьте тело запроса в формате JSON.",
  "error.signInCooldown":
    "Слишком много неудачных попыток входа. Повторите попытку через {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.",
  "error.somethingWentWrong": "Что-то пошло не так",
  "error.staffEmailTaken": "Пользователь с этим адресом электронной почты уже существует.",
  "error.staffOnly": "Этот раздел доступен только сотрудникам Larkspur.",
  "error.tokenNotValid": "Токен недействителен!",
  "error.liveEventsUnavailable":
    "Обновления в реальном времени сейчас недоступны. Повторите попытку чуть позже.",
  "error.eventTicketNotValid": "Билет потока событий недействителен. Запросите новый.",
  "error.tooManyWrongCodes": "Слишком много неверных кодов. Обратитесь в службу поддержки.",
  "error.tooManyRequests":
    "Слишком много запросов. Повторите попытку через {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}.",
  "error.totpAlreadyOn":
    "Приложение-аутентификатор уже включено. Чтобы настроить его заново, сначала отключите его.",
  "error.totpNotOn": "Приложение-аутентификатор не включено.",
  "error.totpNotStarted": "Сначала начните настройку приложения-аутентификатора.",
  "error.transferCancelled": "Этот перевод отменён.",
  "error.transferCompleted": "Этот перевод уже выполнен.",
  "error.transferPending": "Этот перевод уже отправлен и ожидает проверки.",
  "error.transferUnconfirmed": "Этот перевод ожидает кода подтверждения.",
  "error.unverified": "Подтвердите адрес электронной почты. Мы отправили новый код на ваш почтовый ящик.",
  "error.unverifiedCodeSent":
    "Подтвердите адрес электронной почты кодом, который мы отправили на ваш почтовый ящик.",
  "error.uploadExpired": "Срок действия этой загрузки истёк; начните заново.",
  "error.uploadOffset": "Загрузка находится на другом смещении: запросите его (HEAD) и продолжите с него.",
  "error.notATusRequest": "Это некорректный запрос загрузки tus.",
  "error.uploadLengthRequired": "Отправьте Upload-Length: размер должен быть известен заранее.",
  "error.wrongCodeTransferCancelled": "Неверный код. Перевод отменён; оформите новый перевод.",
  "error.wrongCodeTriesLeft":
    "Неверный код. {triesLeft, plural, one {Осталась # попытка} few {Осталось # попытки} many {Осталось # попыток} other {Осталось # попытки}}.",
  "error.wrongCredentials": "Неверные учётные данные",
  "error.wrongCurrentPassword": "Текущий пароль указан неверно.",
  "error.samePassword": "Новый пароль должен отличаться от текущего.",
  "error.staffDetailsAreAdmins":
    "Данные сотрудника может изменить только администратор — на странице сотрудников в бэк-офисе.",
  "error.insufficientBalance": "Недостаточно средств. Пополните баланс счёта.",
  "error.ratesOutOfDate": "Курсы валют устарели. Попробуйте позже.",
  "error.quoteExpired": "Срок действия котировки истёк. Получите новую.",
  "error.sameCurrency": "Выберите две разные валюты для обмена.",
  "error.conversionTooSmall": "Эта сумма слишком мала для обмена. Введите сумму побольше.",
  "error.balanceNotOpen": "У вас нет открытого счёта в {currency}.",
  "error.openBalanceFirst": "Сначала откройте счёт в {currency}.",
  "error.mainBalanceNotClosable": "Счёт в USD — ваш основной счёт, его нельзя закрыть.",
  "error.balanceNotEmpty": "На этом счёте есть деньги. Отправьте или обменяйте их, прежде чем закрыть счёт.",
  "error.customersOnly": "Счета в валютах есть только у клиентов.",
  "error.noSuchQuote": "Такой котировки нет.",
  "error.ratesFileUnreadable": "Это не читаемый файл справочных курсов ЕЦБ (XML eurofxref).",
  "error.ratesFileBadRate": "Курс {currency} на {date} не является положительным десятичным числом.",
  "error.ratesFileNoDollar": "В файле курсов нет курса доллара США на {date}.",
  "error.ratesFileFutureDate": "Файл курсов датирован {date} — этот день ещё не наступил.",
  "error.ratesMoveTooFar": "Курс {currency} отличается от действующего на {percent} %. Проверьте файл.",
  "error.ownRatesLoad": "Вы загрузили этот файл курсов. Его должен одобрить другой оператор.",
  "error.noSuchRatesLoad": "Такого файла курсов нет.",
  "error.ratesLoadDecided": "Этот файл курсов уже одобрен или отклонён.",

  "error.wrongSecondStepCode":
    "Код неверный. {triesLeft, plural, one {Осталась # попытка} few {Осталось # попытки} many {Осталось # попыток} other {Осталось # попытки}}.",
  "error.wrongTotpCode": "Код неверный. Введите текущий код из приложения-аутентификатора.",
  "error.loneSurrogate":
    "{field} содержит повреждённый символ (одиночный суррогат UTF-16). Отправьте корректный текст.",
  "error.tooManySecondStepCodes":
    "Слишком много неверных кодов. Попробуйте снова через час или сбросьте пароль.",
  "error.reauthenticationRequired":
    "Подтвердите, что это вы: введите пароль ещё раз, чтобы изменить способ входа.",
  "error.tooManyEventStreams":
    "Для этого входа открыто слишком много подключений для обновлений в реальном времени. Закройте вкладку и попробуйте снова.",
  "field.accountName": "Имя получателя",
  "field.accountNumber": "Номер счёта",
  "field.address": "Адрес",
  "field.amount": "Сумма",
  "field.bankName": "Название банка",
  "field.description": "Описание",
  "field.emailAddress": "Адрес электронной почты",
  "field.firstName": "Имя",
  "field.lastName": "Фамилия",
  "field.middleName": "Второе имя",
  "field.occupation": "Род занятий",
  "field.password": "Пароль",
  "field.passkeyName": "Название ключа доступа",
  "field.phoneNumber": "Номер телефона",
  "field.reason": "Причина",
  "field.routingNumber": "Маршрутный номер банка",
  "field.swiftCode": "Код SWIFT",

  "validation.accountNumberFormat": "Введите 12-значный номер счёта, начинающийся с 9",
  "validation.bankNumberCharacters": "Поле «{field}» может содержать только буквы, цифры, пробелы и дефисы",
  "validation.chooseAccountType": "Выберите тип счёта",
  "validation.chooseCountry": "Выберите страну из списка",
  "validation.chooseRatesFile": "Выберите файл курсов ЕЦБ",
  "validation.dateFormat": "Введите дату в формате ГГГГ-ММ-ДД",
  "validation.chooseSide": 'Выберите "sell" (продать) или "buy" (купить)',
  "validation.currencyNotHeld": "Мы не работаем с {currency}.",
  "validation.chooseCurrency": "Выберите валюту из списка",
  "validation.decimalsIn":
    "В поле «{field}» для {currency} может быть не более {decimals} знаков после запятой",
  "validation.wholeUnitsIn": "В поле «{field}» для {currency} должно быть целое число",
  "validation.tooLargeIn": "Поле «{field}» — не более {max} в {currency}",
  "validation.chooseTransferOption": "Выберите «Внутренний» или «Международный»",
  "validation.codeDigits": "Код состоит из 6 цифр",
  "validation.codeOrPassword": "Введите код из приложения-аутентификатора или пароль",
  "validation.currentPassword": "Введите текущий пароль",
  "validation.dollarsTooMany": "Поле «{field}» — не более {max} долларов",
  "validation.emailInvalid": "Введите корректный адрес электронной почты",
  "validation.emailTooLong": "Адрес электронной почты слишком длинный",
  "validation.enterCode": "Введите код, который мы вам отправили",
  "validation.idempotencyKeyTooLong": "Idempotency-Key может содержать не более {max} символов",
  "validation.language": "«language» должен быть одним из значений: {languages}",
  "validation.limitTooLarge": "limit не может быть больше {max}",
  "validation.limitTooSmall": "limit должен быть не меньше 1",
  "validation.loginIdentifier": "Введите адрес электронной почты или номер счёта и пароль",
  "validation.mfaToken": "Срок входа истёк. Войдите снова.",
  "validation.mustBePositive": "Поле «{field}» должно быть больше 0",
  "validation.mustBeText": "Поле «{field}» должно быть текстом",
  "validation.passwordTooShort": "Пароль должен содержать не менее 8 символов",
  "validation.passwordsDoNotMatch": "Пароли не совпадают",
  "validation.phoneFormat": "Введите номер телефона из 7–20 цифр, пробелов или символов + - ( )",
  "validation.pictureOrProfile": "Отправьте либо данные профиля, либо изображение, но не то и другое сразу",
  "validation.pictureUrl": "Изображение должно быть URL загрузки",
  "validation.reasonRequired": "Укажите причину",
  "validation.reasonTooLong": "Причина может содержать не более {max} символов",
  "validation.descriptionLinks": "Описание не может содержать ссылки.",
  "validation.required": "Заполните поле «{field}»",
  "validation.sayWhatToChange": "Укажите, что изменить: transferDisabled или status",
  "validation.secondStepCode": "Введите код из приложения-аутентификатора или код восстановления",
  "validation.settingsEmpty": "Отправьте «language», «timeZone» или «emailPreferences»",
  "validation.settingsUnknownField":
    "Неизвестное поле {fields}: отправляйте только «language», «timeZone» и «emailPreferences»",
  "validation.notificationCursor": "cursor должен быть значением nextCursor предыдущей страницы",
  "validation.notificationIds": "«ids» должен быть списком из 1–100 идентификаторов уведомлений",
  "validation.markRead":
    "Отправьте «ids» с уведомлениями, которые нужно отметить прочитанными, или «all»: true",
  "validation.allMustBeTrue": "«all» должно быть true",
  "validation.emailPreferences":
    "«emailPreferences» принимает «moneyIn», «moneyOut» и «requests», каждое true или false",
  "validation.swiftFormat": "Введите код SWIFT (BIC) из 8 или 11 символов",
  "validation.timeZone":
    "«timeZone» должен быть одним из предложенных часовых поясов IANA, например {example}",
  "validation.tooLong": "Поле «{field}» может содержать не более {max} символов",
  "validation.totpCode": "Введите 6-значный код из приложения-аутентификатора",
  "validation.twoDecimals": "В поле «{field}» может быть не более 2 знаков после запятой",

  "account.heldForWrongCodes":
    "Для вашего аккаунта введено слишком много неверных кодов, поэтому переводы с вашего счёта приостановлены.",
  "account.transfersHeld": "Наша команда приостановила переводы с вашего счёта.",

  "mail.greeting": "Здравствуйте, {name}!",
  "mail.signature": "Larkspur",
  "mail.neverAsk": "Larkspur никогда не попросит у вас этот код или ваш пароль.",
  "mail.payee": "{accountName}, {bankName}",

  "mail.ledgerProblems.subject":
    "Проверка главной книги нашла {count, plural, one {# проблему} few {# проблемы} many {# проблем} other {# проблемы}}",
  "mail.ledgerProblems.body":
    "Проверка главной книги, начатая {checkedAt}, выявила {count, plural, one {# нарушенное правило} few {# нарушенных правила} many {# нарушенных правил} other {# нарушенного правила}}. Пока это не исправлено, клиенты могут видеть неверные остатки.",
  "mail.ledgerProblems.where": "Все проблемы перечислены в бэк-офисе, в разделе «Проверки главной книги».",
  "mail.detailsChanged.subject": "Ваши данные в Larkspur изменены",
  "mail.detailsChanged.body":
    "Наша команда изменила следующие данные: {fields} — по вашей просьбе или чтобы исправить наши записи. Ваши данные можно посмотреть в профиле.",
  "mail.detailsChanged.notExpected": "Если вы этого не ожидали, обратитесь в нашу службу поддержки.",
  "detailField.firstName": "имя",
  "detailField.middleName": "второе имя",
  "detailField.lastName": "фамилия",
  "detailField.phone": "номер телефона",
  "detailField.address": "адрес",
  "mail.emailChangeCode.subject": "Подтвердите новый адрес электронной почты в Larkspur",
  "mail.emailChangeCode.body":
    "Введите этот код в Larkspur, чтобы этот адрес стал адресом электронной почты вашего аккаунта.",
  "mail.emailChangeCode.expiry":
    "Код действует {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}. Если вы не запрашивали это изменение, проигнорируйте письмо: без кода ничего не изменится.",
  "mail.passwordChanged.subject": "Пароль Larkspur изменён",
  "mail.passwordChanged.body":
    "Пароль вашего аккаунта в Larkspur только что изменён, и на всех остальных устройствах выполнен выход.",
  "mail.passwordChanged.notYou":
    "Если вы не меняли пароль, немедленно задайте новый на странице {forgotUrl} и обратитесь в нашу службу поддержки.",
  "mail.twoStepOn.subject": "Для вашего аккаунта Larkspur включена двухэтапная проверка",
  "mail.twoStepOn.body":
    "Теперь при входе в Larkspur после пароля потребуется код из приложения-аутентификатора. Храните коды восстановления в надёжном месте.",
  "mail.twoStepOff.subject": "Двухэтапная проверка отключена",
  "mail.twoStepOff.body":
    "Для вашего аккаунта Larkspur только что отключена двухэтапная проверка: теперь для входа нужен только пароль.",
  "mail.wrongSecondStepCodes.subject": "Кто-то ввёл неверные коды для вашего аккаунта",
  "mail.wrongSecondStepCodes.body":
    "Кто-то ввёл ваш пароль, а затем {count} неверных кодов на втором шаге входа в Larkspur. В течение следующего часа второй шаг отклоняет любые коды.",
  "mail.wrongSecondStepCodes.notYou":
    "Если это были не вы, кто-то знает ваш пароль: сразу выберите новый на странице {forgotUrl}.",
  "mail.passkeyAdded.subject": "К вашему аккаунту Larkspur добавлен ключ доступа",
  "mail.passkeyAdded.body":
    "К вашему аккаунту Larkspur только что добавлен ключ доступа «{name}». Теперь с ним можно войти.",
  "mail.passkeyRemoved.subject": "Из вашего аккаунта Larkspur удалён ключ доступа",
  "mail.passkeyRemoved.body":
    "Из вашего аккаунта Larkspur только что удалён ключ доступа «{name}». Войти с ним больше нельзя.",
  "mail.staffInvitation.subject": "Вас пригласили в бэк-офис Larkspur",
  "mail.staffInvitation.body":
    "Администратор добавил вас в бэк-офис Larkspur. Откройте эту ссылку, чтобы задать пароль, а затем войдите в систему.",
  "mail.staffInvitation.expiry": "Ссылка работает один раз и действует 24 часа.",
  "mail.transfersOnHold.subject": "Переводы с вашего счёта в Larkspur приостановлены",
  "mail.transfersOnHold.body":
    "Наша команда приостановила переводы с вашего счёта. Баланс и история операций остаются без изменений.",
  "mail.transfersOnHold.contact": "Чтобы узнать подробности, обратитесь в нашу службу поддержки.",
  "mail.transfersHeldForWrongCodes.body":
    "Для вашего аккаунта было введено слишком много неверных кодов, поэтому мы приостановили переводы с вашего счёта, чтобы защитить ваши деньги. Баланс и история операций остаются без изменений.",
  "mail.transfersHeldForWrongCodes.contact":
    "Чтобы снять ограничение, обратитесь в нашу службу поддержки. Если эти коды вводили не вы, смените пароль прямо сейчас.",
  "mail.transfersReleased.subject": "Вы снова можете отправлять переводы со счёта в Larkspur",
  "mail.transfersReleased.body": "Ограничение на переводы с вашего счёта снято.",
  "mail.accountDisabled.subject": "Ваш аккаунт в Larkspur отключён",
  "mail.accountDisabled.body":
    "Наша команда отключила ваш аккаунт и завершила все ваши сеансы. Обратитесь в нашу службу поддержки.",
  "mail.accountEnabled.subject": "Ваш аккаунт в Larkspur снова активен",
  "mail.accountEnabled.body": "Вы снова можете входить в свой аккаунт.",
  "mail.signupCode.subject": "Ваш код подтверждения Larkspur",
  "mail.signupCode.body":
    "Добро пожаловать в Larkspur! Введите этот код, чтобы подтвердить адрес электронной почты.",
  "mail.signupCode.expiry":
    "Код действует {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.",
  "mail.signupAttempt.subject": "Кто-то попытался открыть счёт с этим адресом",
  "mail.signupAttempt.body":
    "Только что кто-то попытался открыть новый счёт в Larkspur с этим адресом электронной почты. У вас уже есть счёт у нас, поэтому второй мы не открыли, и в вашем аккаунте ничего не изменилось.",
  "mail.signupAttempt.ifYou":
    "Если это были вы, регистрироваться заново не нужно: войдите на странице {loginUrl}. Если вы забыли пароль, задайте новый на странице {forgotUrl}.",
  "mail.signupAttempt.ifNotYou":
    "Если это были не вы, ничего делать не нужно: без вашего пароля никто не сможет открыть счёт или войти с вашим адресом. Если такие письма продолжат приходить, обратитесь в нашу службу поддержки.",
  "mail.passwordReset.subject": "Сброс пароля Larkspur",
  "mail.passwordReset.body":
    "Мы получили запрос на сброс вашего пароля. Откройте эту ссылку, чтобы задать новый.",
  "mail.passwordReset.expiry":
    "Ссылка работает один раз и действует {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}. Если вы не запрашивали сброс, просто проигнорируйте это письмо.",
  "mail.emailChanged.subject": "Адрес электронной почты в Larkspur изменён",
  "mail.emailChanged.body": "Адрес электронной почты вашего аккаунта в Larkspur изменён на {email}.",
  "mail.emailChanged.notYou":
    "Если вы не вносили это изменение, немедленно обратитесь в нашу службу поддержки.",
  "mail.transferCode.subject": "Подтвердите перевод на сумму {amount}",
  "mail.transferCode.body":
    "Введите этот код, чтобы подтвердить перевод на сумму {amount} получателю {payee} (номер операции {transactionId}).",
  "mail.transferCode.expiry":
    "Код подтверждает только этот перевод и действует {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}. Если вы не оформляли этот перевод, не вводите код и обратитесь в нашу службу поддержки.",
  "mail.transferSubmitted.subject": "Перевод на сумму {amount} отправлен",
  "mail.transferSubmitted.body":
    "Ваш перевод на сумму {amount} получателю {payee} (номер операции {transactionId}) отправлен и проходит проверку.",
  "mail.transferSubmitted.held":
    "Сумма зарезервирована из доступного остатка, пока перевод не будет выполнен или отменён.",
  "mail.transferCompleted.subject": "Перевод на сумму {amount} выполнен",
  "mail.transferCompleted.body":
    "Ваш перевод на сумму {amount} получателю {payee} (номер операции {transactionId}) выполнен.",
  "mail.transferCancelled.subject": "Перевод на сумму {amount} отменён",
  "mail.transferCancelled.body":
    "Ваш перевод на сумму {amount} получателю {payee} (номер операции {transactionId}) отменён.",
  "mail.transferCancelled.reason": "Причина: {reason}",
  "mail.cancelReason.byYou": "Вы отменили его.",
  "mail.cancelReason.codeExpired": "Срок действия кода подтверждения истёк до того, как его ввели.",
  "mail.cancelReason.tooManyWrongCodes": "Код подтверждения слишком много раз ввели неверно.",
  "mail.cancelReason.notApproved": "Перевод не прошёл нашу проверку.",
  "mail.transferCancelled.released":
    "Деньги с вашего счёта не списаны; зарезервированная сумма снова доступна.",
  "mail.depositReceived.subject": "Вы получили {amount}",
  "mail.depositReceived.body": "На ваш счёт в Larkspur зачислено {amount} (номер операции {transactionId}).",
  "mail.noteFrom": "Сообщение от {name}: {description}",
  "mail.depositReceived.description": "Описание: {description}",
  "notification.transfer.pending.title": "Перевод на {amount} отправлен",
  "notification.transfer.pending.body":
    "Ваш перевод {amount} получателю {name} (номер {transactionId}) ожидает проверки. До тех пор сумма зарезервирована.",
  "notification.transfer.completed.title": "Перевод на {amount} выполнен",
  "notification.transfer.completed.body":
    "Ваш перевод {amount} получателю {name} (номер {transactionId}) выполнен.",
  "notification.transfer.cancelled.title": "Перевод на {amount} отменён",
  "notification.transfer.cancelled.body":
    "Ваш перевод {amount} получателю {name} (номер {transactionId}) отменён. {reason} Деньги не списаны с вашего счёта.",
  "notification.payment.sent.title": "Вы отправили {amount}: {name}",
  "notification.payment.sent.body": "Ваш платёж {amount} получателю {name} (номер {transactionId}) выполнен.",
  "notification.payment.received.title": "Вы получили {amount} от {name}",
  "notification.payment.received.body": "{name} отправил(а) вам {amount} (номер {transactionId}).",
  "notification.request.received.title": "{name} просит у вас {amount}",
  "notification.request.received.body":
    "{name} просит вас заплатить {amount}. Откройте запрос, чтобы оплатить или отклонить его.",
  "notification.request.paid.title": "{name} оплатил(а) ваш запрос на {amount}",
  "notification.request.paid.body": "{name} заплатил(а) запрошенные вами {amount} (номер {transactionId}).",
  "notification.request.declined.title": "{name} отклонил(а) ваш запрос на {amount}",
  "notification.request.declined.body": "{name} отказался(-ась) платить запрошенные вами {amount}.",
  "notification.deposit.credited.title": "Вы получили {amount}",
  "notification.deposit.credited.body": "{amount} зачислено на ваш счёт (номер {transactionId}).",
  "notification.account.held.title": "Ваш счёт заблокирован",
  "notification.account.held.body": "{reason} Деньги не могут уйти с вашего счёта, пока блокировка не снята.",
  "notification.account.released.title": "Блокировка счёта снята",
  "notification.account.released.body":
    "Блокировка переводов с вашего счёта снята. Вы снова можете отправлять деньги.",
  "notification.security.new-device.title": "Новый вход в ваш аккаунт",
  "notification.security.new-device.body":
    "В ваш аккаунт вошли с нового устройства. Если это были не вы, завершите сеанс на этом устройстве и смените пароль.",
  "notification.security.password-changed.title": "Ваш пароль изменён",
  "notification.security.password-changed.body":
    "Пароль вашего аккаунта изменён. Если вы его не меняли, немедленно сбросьте пароль.",
  "notification.security.email-changed.title": "Ваш адрес электронной почты изменён",
  "notification.security.email-changed.body":
    "Адрес электронной почты вашего аккаунта изменён. Если вы его не меняли, немедленно свяжитесь с нами.",
  "error.noSuchSession": "Такого сеанса нет.",
  "error.noSecurityQuestions": "Этот клиент ещё не выбрал контрольные вопросы.",
  "error.questionNotChosen": "Этот клиент не выбирал такой вопрос.",
  "error.tooManyAnswerChecks":
    "Ответы этого клиента на контрольные вопросы за последний час проверяли уже {limit} раз. Повторите попытку через {minutes} мин.",
  "validation.questionUnknown": "Выберите один из предложенных контрольных вопросов",
  "validation.answerLength": "Ответ должен содержать от {min} до {max} символов",
  "validation.questionsCount": "Выберите ровно 3 контрольных вопроса",
  "validation.questionsDistinct": "Выберите 3 разных контрольных вопроса",
  "error.requestCustomersOnly": "Запрашивать и оплачивать деньги могут только клиенты.",
  "error.noSuchRequest": "Такого запроса нет.",
  "error.requestForAnother": "Этот запрос адресован другому клиенту.",
  "error.requestFromYourself": "Нельзя запросить деньги у самого себя.",
  "error.requestPayerCannotPay": "С этого счёта нельзя оплачивать запросы.",
  "error.requestOnlyPayerDeclines": "Отклонить этот запрос может только клиент, которому он адресован.",
  "error.requestOnlyRequesterCancels": "Отменить этот запрос может только клиент, который его создал.",
  "error.requestOwnRequest": "Это ваш собственный запрос.",
  "error.requestPaid": "Этот запрос уже оплачен",
  "error.requestDeclined": "Этот запрос был отклонён.",
  "error.requestCancelled": "Этот запрос был отменён.",
  "error.requestExpired": "Срок действия этого запроса истёк.",
  "error.requestsPerDay":
    "Вы можете создать не более {max, plural, one {# запроса} few {# запросов} many {# запросов} other {# запроса}} в день. Попробуйте завтра.",
  "error.requestExpiryTooLate":
    "Запрос может быть открыт не более {max, plural, one {# дня} few {# дней} many {# дней} other {# дня}}.",
  "error.requestExpiryPast": "Выберите срок действия в будущем.",
  "validation.requestFrom": "Укажите номер счёта или адрес электронной почты, но не то и другое",
  "validation.requestExpiry": "Срок действия: от 1 до {max} дней или дата и время в этих пределах",
  "mail.moneyRequested.subject": "{name} запрашивает {amount}",
  "mail.moneyRequested.body":
    "{name} просит вас оплатить {amount}. Оплатите или отклоните запрос в Larkspur:",
  "mail.moneyRequested.until": "Запрос открыт до {expiresAt}.",
  "mail.requestPaid.subject": "{name} оплатил(а) ваш запрос на {amount}",
  "mail.requestPaid.body":
    "{name} оплатил(а) ваш запрос на {amount}: {description}. Деньги зачислены на ваш доступный баланс (номер операции {transactionId}).",
  "mail.requestDeclined.subject": "{name} отклонил(а) ваш запрос на {amount}",
  "mail.requestDeclined.body": "{name} отклонил(а) ваш запрос на {amount}: {description}.",
  "device.browserOnOs": "{browser} на {os}",
  "device.unknownBrowser": "Неизвестный браузер",
  "device.unknownOs": "неизвестной системе",
  "mail.newSignIn.subject": "Новый вход в ваш аккаунт Larkspur",
  "mail.newSignIn.body":
    "В ваш аккаунт Larkspur только что вошли из браузера, который раньше для него не использовался.",
  "mail.newSignIn.time": "Время: {time}",
  "mail.newSignIn.device": "Устройство: {device}",
  "mail.newSignIn.ip": "IP-адрес: {ip}",
  "mail.newSignIn.notYou":
    "Если это были вы, ничего делать не нужно. Если нет, завершите сеанс на этом устройстве на странице {securityUrl} и сразу смените пароль.",
  "error.recipientAlreadySaved": "Этот получатель уже сохранён.",
  "error.tooManyRecipients": "Можно сохранить не более {max} получателей. Сначала удалите одного из них.",
  "error.noSuchRecipient": "Такого получателя нет.",
  "validation.ibanInvalid": "Этот IBAN недействителен: проверьте, нет ли опечаток",
  "validation.bicInvalid": "Этот код Swift (BIC) недействителен: проверьте буквы банка и страны",
  "validation.usRoutingDigits": "Маршрутный номер банка США состоит из 9 цифр",
  "validation.usRoutingInvalid": "Этот маршрутный номер банка США недействителен: проверьте, нет ли опечаток",
  "validation.chooseRecipientType": "Выберите Larkspur, «Внутренний» или «Международный»",
  "validation.recipientUnknownField":
    "Неизвестное поле {fields}: отправляйте только «type» с «accountNumber» или «email» либо с «bankDetails»",
  "mail.recipientAdded.subject": "В ваш аккаунт Larkspur добавлен получатель",
  "mail.recipientAdded.body": "Получатель {name} ({account}) сохранён в вашем аккаунте Larkspur.",
  "mail.recipientAdded.notYou":
    "Если это были вы, ничего делать не нужно. Если нет, удалите его на странице {paymentMethodsUrl} и сразу смените пароль.",
  // Лимиты на отправку денег.
  "error.overPaymentLimit":
    "Это больше вашего лимита {limit} на один платёж. За один раз можно отправить не более {limit}.",
  "error.overDailyLimit":
    "Это больше вашего дневного лимита {limit}. Сегодня можно отправить ещё {remaining}.",
  "error.over30DayLimit":
    "Это больше вашего лимита на 30 дней {limit}. В эти 30 дней можно отправить ещё {remaining}.",
  "error.aboveBankLimit":
    "Ваш {which} лимит может быть не больше {limit} — это лимит банка для вас. Чтобы повысить его, обратитесь в службу поддержки.",
  "error.limitsNotForStaff": "Лимиты есть только у счетов клиентов.",
  "limit.perPayment": "платёжный",
  "limit.daily": "дневной",
  "limit.monthly": "30-дневный",
  "field.perPaymentLimit": "Лимит на платёж",
  "field.dailyLimit": "Дневной лимит",
  "field.monthlyLimit": "Лимит на 30 дней",
  "validation.limitsEmpty": "Отправьте perPayment, daily, monthly или несколько из них",
  "validation.limitsUnknownField": "Отправьте только perPayment, daily и monthly",
  "validation.adminLimitsUnknownField": "Отправьте только perPayment, daily, monthly и reason",
  "mail.limitsChanged.subject": "Ваши лимиты на отправку в Larkspur изменены",
  "mail.limitsChanged.body":
    "Наша команда изменила ваши лимиты на отправку. Теперь можно отправлять до {perPayment} за платёж, {daily} в день и {monthly} за 30 дней.",
  "error.noPayeeMatches": "Счёт Larkspur не найден",
  "error.ownAccount": "Это ваш собственный счёт",
  "error.payeeCannotReceive": "Этот счёт не может принимать платежи",
  "error.tooManyPayeeLookups":
    "За последний час вы искали счета {limit} раз. Повторите попытку через {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.",
  "validation.accountNumberDigits": "Введите 12-значный номер счёта",
  "validation.payeeReference": "Укажите номер счёта или адрес электронной почты получателя",
  "validation.choosePaymentKind": "Выберите «Внутренний», «Международный» или «Larkspur»",
  "mail.payeeCustomer": "{name} (счёт Larkspur {accountNumber})",
  "mail.paymentCode.subject": "Подтвердите платёж {amount} получателю {name}",
  "mail.paymentCode.body":
    "Введите этот код, чтобы заплатить {amount} получателю {payee} (номер операции {transactionId}). Деньги будут переведены сразу после ввода кода.",
  "mail.paymentCode.expiry":
    "Код подтверждает только этот платёж и действует {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}. Если вы не начинали этот платёж, не вводите код и свяжитесь с нашей службой поддержки.",
  "mail.paymentSent.subject": "Вы отправили {amount} получателю {name}",
  "mail.paymentSent.body": "Вы заплатили {amount} получателю {payee} (номер операции {transactionId}).",
  "mail.paymentCancelled.subject": "Платёж {amount} получателю {name} отменён",
  "mail.paymentCancelled.body":
    "Ваш платёж {amount} получателю {payee} (номер операции {transactionId}) отменён. Деньги с вашего счёта не списаны.",
  "mail.paymentReceived.subject": "Вы получили {amount} от {name}",
  "mail.paymentReceived.body":
    "{payer} перевёл(а) {amount} на ваш счёт Larkspur (номер операции {transactionId}).",
  // Защищённые сообщения со службой поддержки.
  "field.message": "Сообщение",
  "error.staffUseBackOffice": "Это для клиентов; сотрудники работают в бэк-офисе.",
  "error.noSuchConversation": "Такого обращения нет.",
  "error.notOwnConversation": "Это обращение принадлежит другому клиенту.",
  "error.conversationClosed": "Это обращение закрыто. Чтобы снова написать нам, начните новое обращение.",
  "error.conversationIsClosed": "Это обращение закрыто.",
  "error.conversationTakenByOther": "Этим обращением занимается {name}. Сначала возьмите его себе.",
  "error.tooManySupportMessages":
    "Можно отправить не более {limit} сообщений в час. Повторите попытку через {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.",
  "notification.support.reply.title": "У вас новое сообщение от службы поддержки Larkspur",
  "notification.support.reply.body":
    "{name} из нашей службы поддержки ответил(а) вам. Откройте обращение, чтобы прочитать ответ.",
  "mail.supportReply.subject": "У вас новое сообщение от службы поддержки Larkspur",
  "mail.supportReply.body":
    "{name} из нашей службы поддержки ответил(а) на ваше сообщение. В целях безопасности мы не пересылаем его по электронной почте: прочитайте его в Larkspur.",
  "validation.limitWhole": "limit должен быть целым числом",
  "validation.historyPosition": "{param} должен быть transactionId последней строки предыдущей страницы",
  "validation.historyCursorTwice": "cursor и before означают одно и то же: укажите только один из них",
  "validation.historyQ": "q должен содержать от 1 до 100 символов",
  "validation.historyType": "type должен быть Deposit, Withdrawal или Conversion",
  "validation.historyStatus": "status должен быть Unconfirmed, Pending, Completed или Cancelled",
  "validation.historyCurrency": "currency должен быть кодом валюты, которую мы обслуживаем, например USD",
  "validation.historyDate":
    "{param} должен быть датой в формате YYYY-MM-DD или датой и временем в формате ISO 8601",
  "validation.historyAmount":
    "{param} должен быть суммой не меньше 0, не более чем с 2 знаками после точки, например 25.50",
  "validation.historyAmountRange": "maxAmount не может быть меньше minAmount",
  "validation.historyDateRange": "Дата окончания раньше даты начала.",
  "validation.statementMonth": "month нужно указать в формате YYYY-MM, например 2026-11",
  "error.unknownCursor": "cursor не является transactionId операции из этой истории",
  "error.noStatement": "Выписки в {currency} за {month} нет.",
  "statement.title": "Выписка по счёту",
  "statement.customer": "Владелец счёта",
  "statement.accountNumber": "Номер счёта",
  "statement.currency": "Валюта",
  "statement.period": "Период",
  "statement.periodRange": "С {start} по {end}",
  "statement.timeZone": "Даты и время указаны для часового пояса {zone}",
  "statement.openingBalance": "Входящий остаток",
  "statement.closingBalance": "Исходящий остаток",
  "statement.moneyIn": "Поступления",
  "statement.moneyOut": "Списания",
  "statement.column.date": "Дата",
  "statement.column.description": "Описание",
  "statement.column.amount": "Сумма",
  "statement.column.balance": "Остаток",
  "statement.noEntries": "За этот период завершённых операций нет.",
  "statement.note":
    "Остаток меняют только завершённые операции; переводы, которые ещё обрабатываются, не указаны. Суммы в {currency}.",
  "statement.page": "Страница {page} из {pages}",
  "statement.from": "От {name}",
  "statement.to": "Кому: {name}",
  "error.bankFileDoctype":
    "Файл объявляет DOCTYPE или сущности, чего банковские файлы никогда не делают, поэтому он не прочитан.",
  "error.bankFileTooDeep":
    "Элементы файла вложены слишком глубоко для банковского файла, поэтому он не прочитан.",
  "error.bankFileMalformed": "Файл не является корректным XML, поэтому он не прочитан.",
  "error.bankFileWrongKind": "Это не файл {kind} (его пространство имён — {namespace}).",
  "error.bankFileMissing": "Отправьте файл: его XML в теле запроса или файлом в multipart-загрузке.",
  "error.bankFileMediaType":
    "Отправьте файл как XML (application/xml) или multipart-загрузкой, а не как JSON.",
  "error.bankFileTooLarge": "Банковский файл может занимать не более {megabytes} МБ.",
  "error.camtBadEntry": "Запись {entry} файла не является ни кредитом, ни дебетом, которые можно прочитать.",
  "error.camtBadAmount":
    "В записи {entry} файла указана сумма {amount} {currency}, которая не является суммой в этой валюте.",
  "error.camtNoReference":
    "У записи {entry} файла нет референса обслуживающего банка, поэтому её нельзя зачислить ровно один раз.",
  "error.camtDetailsDontAddUp": "Операции записи {entry} файла в сумме не дают её сумму.",
  "error.statusReportUnknownStatus":
    "В отчёте о статусе указан статус {status}, который не является статусом платежа ISO 20022.",
  "error.statusReportOtherBatch":
    "Этот отчёт о статусе отвечает на файл {original}, а не на этот пакет ({messageId}).",
  "error.statusReportUnknownPayment":
    "В отчёте о статусе назван платёж {endToEndId}, которого нет в этом пакете.",
  "error.noPaymentsWaiting": "Нет платежей, ожидающих пакета.",
  "error.noSuchBatch": "Такого пакета платежей нет.",
  "error.noSuchMoneyIn": "Такого поступления нет.",
  "error.moneyInDecided":
    "Эти деньги больше не ожидают решения: они уже зачислены, назначены клиенту или отмечены для возврата.",
  "error.moneyInCurrency":
    "Эти деньги в валюте {currency}, которую Larkspur не держит: отметьте их для возврата.",
  "error.ownMoneyInAssignment": "Вы запросили это зачисление. Его должен одобрить другой оператор.",
  "error.moneyInAwaitingApproval": "Зачисление этих денег уже ждёт одобрения другого оператора.",
  "error.moneyInNotAwaiting": "Зачисление этих денег не ждёт одобрения.",
  "description.converted": "Обмен {from} на {to}",
  "description.convertedFrom": "Обмен из {from}",
  "description.convertedTo": "Обмен в {to}",
  "description.paymentReceived": "Получен платёж",
  "transfer.returnedByBank": "Возвращён банком получателя: {reason}",
  "notification.deposit.bank-transfer.title": "Вы получили {amount} от {name}",
  "notification.deposit.bank-transfer.body":
    "{name} отправил(а) вам {amount} банковским переводом (номер {transactionId}).",
  "notification.transfer.returned.title": "Перевод на {amount} возвращён",
  "notification.transfer.returned.body":
    "Возвращён банком получателя: {returnReason}. {amount} для получателя {name} снова на вашем балансе.",
  "mail.bankTransferReceived.subject": "Вы получили {amount} от {name}",
  "mail.bankTransferReceived.body":
    "{name} отправил(а) вам {amount} банковским переводом. Деньги уже на вашем счёте Larkspur (номер операции {transactionId}).",
  "mail.transferReturned.subject": "Ваш перевод на {amount} возвращён",
  "mail.transferReturned.body":
    "Ваш перевод на {amount} получателю {payee} (номер операции {transactionId}) возвращён банком получателя: {reason}.",
  "mail.transferReturned.refunded": "{amount} снова доступны на вашем балансе.",
  "error.bankFileTooManyElements":
    "В файле больше {max} элементов — больше, чем в любом банковском файле, поэтому он не прочитан.",
  "error.camtBadClosingBalance":
    "Не удаётся прочитать исходящий остаток выписки {amount} {currency}: нужны сумма в его валюте, CRDT или DBIT и дата.",
  "error.ownBankFile": "Вы загрузили этот файл. Его должен одобрить другой оператор.",
  "error.noSuchBankFile": "Такого банковского файла нет.",
  "error.bankFileDecided": "Этот файл уже одобрен или отклонён.",
  "error.bankSignature": "Подпись файла отсутствует или неверна.",
  "error.statusReportNoBatch":
    "Этот отчёт о статусе отвечает на файл {original}, который не является нашим пакетом.",
  "error.noSuchSchedule": "Такого запланированного платежа нет.",
  "error.scheduleStartInPast": "Дата начала не может быть в прошлом.",
  "error.scheduleNotActive": "Приостановить можно только активный запланированный платёж.",
  "error.scheduleNotPaused": "Возобновить можно только приостановленный запланированный платёж.",
  "error.scheduleEnded": "Этот запланированный платёж уже завершён.",
  "error.scheduleAlreadyConfirmed": "Этот запланированный платёж уже подтверждён.",
  "description.scheduled": "По расписанию · {description}",
  "schedule.reason.notEnoughMoney": "недостаточно средств",
  "schedule.reason.onHold": "ваш счёт заблокирован",
  "schedule.reason.overLimit": "превышены ваши лимиты на списание",
  "schedule.reason.recipientCannotReceive": "получатель не может принимать платежи",
  "schedule.reason.failed": "его не удалось отправить",
  "schedule.repeat.none": "один раз",
  "schedule.repeat.weekly": "каждую неделю",
  "schedule.repeat.every2weeks": "каждые две недели",
  "schedule.repeat.monthly": "каждый месяц",
  "schedule.repeat.yearly": "каждый год",
  "notification.schedule.skipped.title": "Запланированный платёж на {amount} не выполнен",
  "notification.schedule.skipped.body":
    "Ваш запланированный платёж на {amount} получателю {name} не удалось выполнить: {reason}",
  "notification.schedule.paused.title": "Запланированный платёж получателю {name} приостановлен",
  "notification.schedule.paused.body":
    "Ваш запланированный платёж на {amount} получателю {name} пропущен три раза подряд, поэтому он приостановлен. Возобновите его на странице «Запланированные», когда будете готовы.",
  "mail.scheduleCode.subject": "Подтвердите запланированный платёж на {amount}",
  "mail.scheduleCode.body":
    "Введите этот код, чтобы подтвердить запланированный платёж на {amount} получателю {name}: первый {startDate}, {repeat}.",
  "mail.scheduleCode.expiry":
    "Код подтверждает только этот запланированный платёж и действует {minutes} мин. Если вы его не создавали, не вводите код и свяжитесь с нашей службой поддержки.",
  "mail.scheduleSkipped.subject": "Ваш запланированный платёж на {amount} не выполнен",
  "mail.schedulePaused.subject": "Ваш запланированный платёж получателю {name} приостановлен",
  "notification.card.authorized.title": "Оплата картой {amount} в {name}",
  "notification.card.authorized.body":
    "Ваша карта с последними цифрами {last4} оплатила {amount} в {name}. Платёж в статусе «В обработке», пока магазин его не завершит.",
  "notification.card.declined.title": "Оплата картой {amount} в {name} отклонена",
  "notification.card.declined.body": "Платёж картой с последними цифрами {last4} отклонён. {reason}",
  "card.declined.insufficient_funds": "Доступного остатка не хватило.",
  "card.declined.card_frozen":
    "Карта заморожена: разморозьте её в разделе «Способы оплаты», чтобы снова ею пользоваться.",
  "card.declined.card_terminated": "Карта закрыта и больше не может использоваться.",
  "card.declined.card_limit": "Сумма превысила один из лимитов карты.",
  "card.declined.account_limit": "Сумма превысила лимиты на списания с вашего счёта.",
  "card.declined.channel_disabled": "Этот способ использования (онлайн или в банкомате) для карты отключён.",
  "card.declined.account_on_hold": "Ваш счёт заблокирован. Обратитесь в службу поддержки.",
  "mail.cardIssued.subject": "Ваша новая карта Larkspur с последними цифрами {last4}",
  "mail.cardIssued.body":
    "У вас новая виртуальная карта с последними цифрами {last4}, списания идут с вашего баланса в {currency}. Номер карты можно увидеть в разделе «Способы оплаты», подтвердив пароль.",
  "mail.cardFrozen.subject": "Ваша карта с последними цифрами {last4} заморожена",
  "mail.cardFrozen.body":
    "Покупки картой с последними цифрами {last4} отклоняются, пока вы её не разморозите.",
  "mail.cardFrozenByBank.body":
    "Наша команда заморозила вашу карту с последними цифрами {last4}: покупки ею отклоняются. Обратитесь в службу поддержки, чтобы узнать подробности.",
  "mail.cardUnfrozen.subject": "Ваша карта с последними цифрами {last4} снова работает",
  "mail.cardUnfrozen.body":
    "Ваша карта с последними цифрами {last4} больше не заморожена: покупки ею снова разрешены.",
  "mail.cardTerminated.subject": "Ваша карта с последними цифрами {last4} закрыта",
  "mail.cardTerminated.body":
    "Ваша карта с последними цифрами {last4} закрыта и больше не может использоваться. Уже сделанные ею покупки всё равно будут завершены.",
  "mail.cardLimitsChanged.subject": "Лимиты вашей карты с последними цифрами {last4} изменены",
  "mail.cardLimitsChanged.body":
    "Лимиты вашей карты с последними цифрами {last4} изменены. Их можно посмотреть в разделе «Способы оплаты».",
  "error.noSuchCard": "Такой карты нет.",
  "error.tooManyCards": "У вас может быть не больше {max} карт. Сначала закройте одну из них.",
  "error.cardCurrencyNotHeld": "Сначала откройте баланс в {currency}, затем выпустите карту в этой валюте.",
  "error.cardTerminated": "Эта карта закрыта, её больше нельзя изменить.",
  "error.cardNetworkSignature": "Подпись отсутствует или неверна.",
  "error.noSuchAuthorization": "Такой авторизации нет.",
  "error.authorizationClosed": "Эта авторизация больше не ожидает завершения.",
} satisfies ApiCatalogue;
