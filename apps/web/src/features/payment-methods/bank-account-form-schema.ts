import { addRecipientBody } from "@larkspur/shared/schemas/recipients";
import type { AccountType } from "@larkspur/shared/schemas/transaction";

export type BankAccountKind = "Local" | "International";

/** What the fields hold while the customer types: text everywhere, an empty select until one is chosen. */
export interface BankAccountFormInput {
  type: BankAccountKind;
  bankDetails: {
    accountName: string;
    accountNumber: string;
    bankName: string;
    accountType: AccountType | "";
    routingNumber: string;
    swiftCode: string;
    country: string;
  };
}

const [, localAccount, internationalAccount] = addRecipientBody.options;

/** The API's own rules for a saved bank account (packages/shared); a local one drops the fields it does not have. */
export const bankAccountSchemas = { Local: localAccount, International: internationalAccount } as const;

export const emptyBankAccount = (type: BankAccountKind): BankAccountFormInput => ({
  type,
  bankDetails: {
    accountName: "",
    accountNumber: "",
    bankName: "",
    accountType: "",
    routingNumber: "",
    swiftCode: "",
    country: "",
  },
});
