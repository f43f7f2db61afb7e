export { newTransactionId } from "./transaction-id";
