import type { ReceivingDetails } from "@larkspur/shared/schemas/rails";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";

/**
 * What a customer gives a payer at another bank: their name and Larkspur account number at our partner bank, whose
 * name, routing number, BIC and address come from the configuration. A credit naming the account number, as the
 * creditor account or in the reference, is credited to them when the bank's file is imported.
 */
export function receivingDetails(ctx: AppContext, user: User): ReceivingDetails {
  return {
    accountHolder: [user.first_name, user.middle_name, user.last_name].filter(Boolean).join(" "),
    accountNumber: user.account_number,
    bankName: ctx.config.PARTNER_BANK_NAME,
    routingNumber: ctx.config.PARTNER_BANK_ROUTING_NUMBER,
    bic: ctx.config.PARTNER_BANK_BIC,
    bankAddress: ctx.config.PARTNER_BANK_ADDRESS,
  };
}
