import { countries } from "@larkspur/shared/countries";
import { type Currency, currencies, mainCurrency } from "@larkspur/shared/currencies";
import type { Recipient } from "@larkspur/shared/schemas/recipients";
import {
  type AccountType,
  accountTypes,
  initiateTransferBody,
  type TransferOption,
} from "@larkspur/shared/schemas/transaction";
import { z } from "zod";
import { amountTextIn } from "../../lib/amount-text";

/** What the fields hold while the customer types: text everywhere, an empty select until one is chosen. */
export interface TransferFormInput {
  transferOption: TransferOption;
  /** The balance the money leaves. */
  currency: Currency;
  amount: string;
  description: string;
  bankDetails: {
    accountName: string;
    accountNumber: string;
    bankName: string;
    accountType: AccountType | "";
    routingNumber: string;
    swiftCode?: string;
    country?: string;
  };
}

const [localBody, internationalBody] = initiateTransferBody.options;

const bodies = { Local: localBody, International: internationalBody } as const;

/**
 * The API's own transfer rules (packages/shared), with the amount read from its text field by the rules of the
 * balance it leaves.
 */
export function transferFormSchema(transferOption: TransferOption, currency: Currency) {
  return bodies[transferOption].extend({ amount: amountTextIn(currency), currency: z.enum(currencies) });
}

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
    routingNumber: saved.routingNumber ?? "",
  };
  if (transferOption === "Local") return local;
  const country = countries.find((name) => name === saved.country) ?? "";
  return { ...local, swiftCode: saved.swiftCode ?? "", country };
}

export function emptyTransfer(
  transferOption: TransferOption,
  currency: Currency = mainCurrency,
): TransferFormInput {
  const bankDetails = {
    accountName: "",
    accountNumber: "",
    bankName: "",
    accountType: "" as const,
    routingNumber: "",
  };
  return {
    transferOption,
    currency,
    amount: "",
    description: "",
    bankDetails:
      transferOption === "International" ? { ...bankDetails, swiftCode: "", country: "" } : bankDetails,
  };
}
