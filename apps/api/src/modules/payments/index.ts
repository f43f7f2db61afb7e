export { makeConfirmedPayment, scheduledPaymentRecipient } from "./scheduled-payment";
