export { clearCard, holdForCard, refundToCard, releaseCardHold } from "./card-money";
export { findCustomerAccount } from "./ledger.repo";
