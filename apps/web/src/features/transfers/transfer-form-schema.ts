import { limits } from "@larkspur/shared/limits";
import {
  type AccountType,
  dollarAmount,
  initiateTransferBody,
  type TransferOption,
} from "@larkspur/shared/schemas/transaction";
import { z } from "zod";

/** What the fields hold while the customer types: text everywhere, an empty select until one is chosen. */
export interface TransferFormInput {
  transferOption: TransferOption;
  amount: string;
  description: string;
  bankDetails: {
    accountName: string;
    accountNumber: string;
    bankName: string;
    accountType: AccountType | "";
    routingNumber?: string;
    swiftCode?: string;
    country?: string;
  };
}

/** The amount as typed ("1,250.50") turned into the API's dollar number, then held to the API's own rule. */
const amountText = z
  .string()
  .trim()
  .transform((text) => text.replaceAll(",", ""))
  .pipe(
    z
      .string()
      .min(1, "Amount is required")
      .regex(/^\d+(\.\d{1,2})?$/, "Enter an amount in dollars, with at most 2 decimals"),
  )
  .transform(Number)
  .pipe(dollarAmount("Amount", limits.transferMaxDollars));

const [localBody, internationalBody] = initiateTransferBody.options;

/** The API's own transfer rules (packages/shared), with the amount read from its text field. */
export const transferFormSchemas = {
  Local: localBody.extend({ amount: amountText }),
  International: internationalBody.extend({ amount: amountText }),
} as const;

export function emptyTransfer(transferOption: TransferOption): TransferFormInput {
  const bankDetails = { accountName: "", accountNumber: "", bankName: "", accountType: "" as const };
  return {
    transferOption,
    amount: "",
    description: "",
    bankDetails:
      transferOption === "International"
        ? { ...bankDetails, routingNumber: "", swiftCode: "", country: "" }
        : bankDetails,
  };
}
