import { countries } from "@larkspur/shared/countries";
import type { Recipient } from "@larkspur/shared/schemas/recipients";
import {
  type AccountType,
  accountTypes,
  initiateTransferBody,
  type TransferOption,
} from "@larkspur/shared/schemas/transaction";
import { amountText } from "../../lib/amount-text";

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

const [localBody, internationalBody] = initiateTransferBody.options;

/** The API's own transfer rules (packages/shared), with the amount read from its text field. */
export const transferFormSchemas = {
  Local: localBody.extend({ amount: amountText }),
  International: internationalBody.extend({ amount: amountText }),
} as const;

/** A saved bank account as the form's fields hold it; a value the form does not offer is left to be chosen. */
export function bankDetailsInput(
  saved: NonNullable<Recipient["bankDetails"]>,
  transferOption: TransferOption,
): TransferFormInput["bankDetails"] {
  const accountType: AccountType | "" = accountTypes.find((type) => type === saved.accountType) ?? "";
  const local = {
    accountName: saved.accountName,
    accountNumber: saved.accountNumber,
    bankName: saved.bankName,
    accountType,
  };
  if (transferOption === "Local") return local;
  const country = countries.find((name) => name === saved.country) ?? "";
  return { ...local, routingNumber: saved.routingNumber ?? "", swiftCode: saved.swiftCode ?? "", country };
}

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
