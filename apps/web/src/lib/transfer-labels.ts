import type {
  AccountType,
  TransactionTransferOption,
  TransactionType,
} from "@larkspur/shared/schemas/transaction";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "./i18n";

/**
 * The names of the API's fixed transfer values in the reader's language. The API keeps and expects the English
 * values; only what is shown is translated. A value outside the list (an older record) shows as it is.
 */
const accountTypes: Record<AccountType, MessageDescriptor> = {
  "Savings account": msg`Savings account`,
  "Current account": msg`Current account`,
  "Checking account": msg`Checking account`,
  "Fixed Deposit": msg`Fixed Deposit`,
  "Non-resident account": msg`Non-resident account`,
  "Online banking": msg`Online banking`,
  "Domiciliary account": msg`Domiciliary account`,
  "Joint account": msg`Joint account`,
};

const transferOptions: Record<TransactionTransferOption, MessageDescriptor> = {
  Local: msg`Local`,
  International: msg`International`,
  Larkspur: msg`Larkspur account`,
};

const transactionTypes: Record<TransactionType, MessageDescriptor> = {
  Deposit: msg`Deposit`,
  Withdrawal: msg`Withdrawal`,
  Conversion: msg`Conversion`,
};

function label(labels: Record<string, MessageDescriptor>, value: string): string {
  const found = Object.hasOwn(labels, value) ? labels[value] : undefined;
  return found ? i18n._(found) : value;
}

export const accountTypeLabel = (type: string): string => label(accountTypes, type);
export const transferOptionLabel = (option: string): string => label(transferOptions, option);
export const transactionTypeLabel = (type: string): string => label(transactionTypes, type);
