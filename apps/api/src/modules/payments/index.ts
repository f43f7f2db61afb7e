export { payeesRoutes } from "./payees.routes";
export { lookUpPayee, noPayeeMatches, paymentRecipient } from "./payees.service";
export { completePayment } from "./payment-completion";
export { initiatePayment } from "./payments.service";
export { findPayee } from "./records.service";
export { payRequest } from "./request-payment";
export { makeConfirmedPayment, scheduledPaymentRecipient } from "./scheduled-payment";
