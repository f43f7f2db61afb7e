export { payeesRoutes } from "./payees.routes";
export {
  lookUpPayee,
  noPayeeMatches,
  payeeCannotReceive,
  payeeName,
  paymentRecipient,
} from "./payees.service";
export { completePayment } from "./payment-completion";
export { paymentMails } from "./payment-mails";
export { initiatePayment, startPayment } from "./payments.service";
export { findPayee, findPayeeWithMoneyOut } from "./records.service";
export { makeConfirmedPayment, scheduledPaymentRecipient } from "./scheduled-payment";
