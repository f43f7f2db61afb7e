import type { ConversionDetails } from "@larkspur/shared/schemas/conversions";
import type { TransactionItem, TransactionStatus } from "@larkspur/shared/schemas/transaction";
import { msg, t } from "@lingui/core/macro";
import { formatMoney, formatRate, formatSignedMoney } from "./format";
import { i18n } from "./i18n";

/** What a conversion sold and bought; null for any other row. */
export function conversionOf(transaction: TransactionItem): ConversionDetails | null {
  return transaction.conversion ?? null;
}

/** "1 USD = 0.9155 EUR": how much of the bought currency one unit of the sold one gave. */
export function rateText({ from, to, rate }: Pick<ConversionDetails, "from" | "to" | "rate">): string {
  const quoted = formatRate(rate);
  return t`1 ${from} = ${quoted} ${to}`;
}

/**
 * A card purchase (money out) or a merchant's refund (money in). The API writes these rows with no transfer option,
 * payee or conversion, described "Card · <merchant>" in every language, as statements print them. (A card
 * purchase's bank details come as empty strings, so they are not part of the test.)
 */
export function isCardMovement(transaction: TransactionItem): boolean {
  return (
    transaction.transferOption === null &&
    transaction.counterparty === null &&
    !transaction.conversion &&
    transaction.description.startsWith("Card · ")
  );
}

/** Whether a row brings money in: a deposit, a payment received, or the bought side of a conversion. */
export function isMoneyIn(transaction: TransactionItem): boolean {
  const conversion = conversionOf(transaction);
  if (conversion) return transaction.currency === conversion.to;
  return transaction.type === "Deposit";
}

/**
 * A transfer or payment still waiting for its e-mailed code: nothing has moved yet, and the code can still be
 * entered. `now` is the reader's clock, so a row whose code ran out reads so before the server's sweep cancels it.
 */
export function isAwaitingCode(transaction: TransactionItem, now: number): boolean {
  const { status, codeExpiresAt } = transaction;
  return status === "Unconfirmed" && codeExpiresAt !== undefined && Date.parse(codeExpiresAt) > now;
}

/** A transfer or payment whose code was never entered and can no longer be: no money ever moved. */
export function isNeverConfirmed(transaction: TransactionItem, now: number): boolean {
  if (transaction.neverConfirmed) return true;
  return transaction.status === "Unconfirmed" && !isAwaitingCode(transaction, now);
}

/** A row that moved no money and never will, or not yet: shown without a sign, never as a debit. */
export const isUnconfirmed = (transaction: TransactionItem) =>
  transaction.status === "Unconfirmed" || transaction.neverConfirmed === true;

/**
 * How a history row reads: money in is a received payment; money out a payment to another customer ("Sent to
 * Grace H."), or else a transfer to a bank account; a card's rows are a card purchase or a card refund. Each side of a conversion is a currency conversion, its
 * description saying which way ("Converted to EUR", "Converted from USD").
 */
export function transactionTitle(transaction: TransactionItem): string {
  if (conversionOf(transaction)) return t`Currency conversion`;
  if (isAwaitingCode(transaction, Date.now())) return t`Not confirmed: enter the code`;
  if (isUnconfirmed(transaction)) return t`Not confirmed`;
  if (isCardMovement(transaction)) return transaction.type === "Deposit" ? t`Card refund` : t`Card purchase`;
  if (transaction.type === "Deposit") return t`Payment Received`;
  const payee = transaction.transferOption === "Larkspur" ? transaction.counterparty?.name : undefined;
  return payee ? t`Sent to ${payee}` : t`Transfer to Bank account`;
}

/**
 * Who a received payment came from, when another customer sent it ("From Ada L."); for a conversion, its rate
 * ("1 USD = 0.9155 EUR").
 */
export function transactionSource(transaction: TransactionItem): string | null {
  if (isUnconfirmed(transaction)) return null;
  const conversion = conversionOf(transaction);
  if (conversion) return rateText(conversion);
  const payer = transaction.type === "Deposit" ? transaction.counterparty?.name : undefined;
  return payer ? t`From ${payer}` : null;
}

/**
 * The signed amount in the row's own currency: a conversion's side in this currency ("- $100.00", "+ €91.55"). A
 * transfer or payment never confirmed moved nothing, so its amount has no sign.
 */
export function transactionAmount(transaction: TransactionItem): string {
  if (isUnconfirmed(transaction)) return formatMoney(transaction.amount, transaction.currency);
  return formatSignedMoney(transaction.amount, transaction.currency, isMoneyIn(transaction) ? "in" : "out");
}

const statusLabels = {
  Unconfirmed: msg`Unconfirmed`,
  Pending: msg`Pending`,
  Completed: msg`Completed`,
  Cancelled: msg`Cancelled`,
} as const;

/** A transaction's status in the reader's language ("Pending" in English). */
export function statusLabel(status: TransactionStatus): string {
  return i18n._(statusLabels[status]);
}

/** A customer may still withdraw a request nobody has acted on. */
export function isCancellable(status: TransactionStatus): boolean {
  return status === "Unconfirmed" || status === "Pending";
}
