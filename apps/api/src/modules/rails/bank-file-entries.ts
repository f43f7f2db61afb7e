import { fromMinorUnits, minorUnitsText } from "@larkspur/shared/money";
import type { BankFileEntry } from "@larkspur/shared/schemas/rails";
import { exponentOfAnyCurrency } from "./minor-units";

/** One entry of a staged file as stored: its amount in minor units (text, as JSON holds no bigint). */
export interface StagedEntry extends Omit<BankFileEntry, "amount"> {
  amount: string;
}

/** Money a file moved into a customer's account, as the audit log records it: an investigator rebuilds it from this. */
export interface MovedMoney {
  /** The account servicer's reference of a credit, the transaction id of a refunded payment. */
  reference: string;
  accountNumber: string;
  /** Decimal text of the currency: "125.50". */
  amount: string;
  currency: string;
}

export const toEntryView = (entry: StagedEntry): BankFileEntry => ({
  ...entry,
  amount: fromMinorUnits(BigInt(entry.amount), exponentOfAnyCurrency(entry.currency)),
});

/** A staged entry as the audit log records it: whose account, how much, of what. */
export const auditedEntry = (entry: StagedEntry) => ({
  reference: entry.reference,
  action: entry.action,
  accountNumber: entry.accountNumber,
  amount: minorUnitsText(BigInt(entry.amount), exponentOfAnyCurrency(entry.currency)),
  currency: entry.currency,
});
