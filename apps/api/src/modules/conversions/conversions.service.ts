import { randomUUID } from "node:crypto";
import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import { toMinorUnits } from "@larkspur/shared/money";
import type { ConversionQuote, ConversionResult, QuoteBody } from "@larkspur/shared/schemas/conversions";
import type { AppContext } from "../../context";
import type { Transfer, Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { findReplay, type IdempotentRequest, runOnce } from "../idempotency/idempotency.service";
import { findCustomerAccount } from "../ledger/ledger.repo";
import { convert, insufficientBalance, openAccountIn } from "../ledger/ledger.service";
import { freshRatesOf } from "../rates/rates.service";
import { conversionDescription } from "../transfers/server-descriptions";
import { newTransactionId, retryOnTransactionIdClash } from "../transfers/transaction-id";
import { insertTransfer, noBankAccount } from "../transfers/transfers.repo";
import { crossRate, decimalText, parseDecimal, whenBuying, whenSelling } from "./conversion-math";
import { termsOf } from "./conversion-view";
import { claimQuote, deleteQuotesEndedBefore, findQuote, insertQuote } from "./conversions.repo";

/** How long a quote holds its rate. */
export const QUOTE_TTL_MS = 30_000;
/** Used and expired quotes are kept this long, so a late convert is told "expired" rather than "no such quote". */
const QUOTE_KEPT_MS = 24 * 3_600_000;

const customersOnly = (user: User) => {
  if (user.role !== "customer") throw new AppError("forbidden", "error.customersOnly");
};
const openBalanceFirst = (currency: string) =>
  new AppError("conflict", { id: "error.openBalanceFirst", values: { currency } });
const noSuchQuote = () => new AppError("not_found", "error.noSuchQuote");
const quoteExpired = () => new AppError("quote_expired", "error.quoteExpired");

/** The customer's open account in a currency, or 409 asking them to open it. */
async function openAccountOf(db: AppContext["db"], userId: string, currency: string) {
  const account = await findCustomerAccount(db, userId, currency);
  if (!account || account.closed_at !== null) throw openBalanceFirst(currency);
  return account;
}

/**
 * Prices a conversion at the newest reference rates (409 when they are older than four days) and keeps the quote for
 * 30 seconds. The source balance must be open and cover the amount sold; the target is opened at conversion.
 */
export async function quoteConversion(
  ctx: AppContext,
  user: User,
  body: QuoteBody,
): Promise<ConversionQuote> {
  customersOnly(user);
  const { from, to, side } = body;
  if (from === to) throw new AppError("validation_error", "error.sameCurrency");
  const amount = toMinorUnits(body.amount, exponentOf(side === "sell" ? from : to));
  if (amount === null) throw new AppError("validation_error", "error.amountDecimals");
  const source = await openAccountOf(ctx.db, user.id, from);
  const rates = await freshRatesOf(ctx, [from, to]);
  const rate = crossRate(parseDecimal(rates.get(from)!.rate), parseDecimal(rates.get(to)!.rate));
  const pair = { rate, fromExponent: exponentOf(from), toExponent: exponentOf(to) };
  const amounts = side === "sell" ? whenSelling(amount, pair) : whenBuying(amount, pair);
  if (amounts.buy <= 0n || amounts.fee >= amounts.sell) {
    throw new AppError("validation_error", "error.conversionTooSmall");
  }
  if (source.balance - source.held < amounts.sell) throw insufficientBalance();
  const quoteId = randomUUID();
  const expiresAt = new Date(ctx.clock.now().getTime() + QUOTE_TTL_MS);
  await insertQuote(ctx.db, {
    id: quoteId,
    user_id: user.id,
    from_currency: from,
    to_currency: to,
    sell_amount: amounts.sell,
    buy_amount: amounts.buy,
    fee: amounts.fee,
    rate: decimalText(rate),
    expires_at: expiresAt,
  });
  return { quoteId, ...termsOf(from, to, rate, amounts), expiresAt: expiresAt.toISOString() };
}

/** The quote, used now: 404 if it is not the caller's, 409 if it has expired or was used. */
async function useQuote(trx: Trx, ctx: AppContext, userId: string, quoteId: string) {
  const quote = await claimQuote(trx, quoteId, userId, ctx.clock.now());
  if (quote) return quote;
  throw (await findQuote(trx, quoteId, userId)) ? quoteExpired() : noSuchQuote();
}

/**
 * Converts at a quote's terms, Completed at once: one `conversion` journal entry and one history row on the source
 * balance; the target balance is opened when needed. With an Idempotency-Key, a repeat answers the first result.
 */
export async function convertAtQuote(
  ctx: AppContext,
  user: User,
  quoteId: string,
  idempotencyKey?: string,
): Promise<ConversionResult> {
  customersOnly(user);
  if (!isUuid(quoteId)) throw noSuchQuote();
  const request: IdempotentRequest = {
    userId: user.id,
    key: idempotencyKey,
    scope: "convert",
    request: { quoteId },
  };
  const earlier = await findReplay<ConversionResult>(ctx.db, request);
  if (earlier) return earlier;
  const { answer } = await retryOnTransactionIdClash(() =>
    runOnce(ctx.db, request, async (trx) => {
      const quote = await useQuote(trx, ctx, user.id, quoteId);
      const from = quote.from_currency as Currency;
      const to = quote.to_currency as Currency;
      const source = await openAccountOf(trx, user.id, from);
      const { account: target } = await openAccountIn(trx, user.id, to);
      const amounts = { sell: quote.sell_amount, buy: quote.buy_amount, fee: quote.fee };
      const row = await insertConversion(trx, {
        user,
        sourceAccountId: source.id,
        quote: { ...quote, from, to },
      });
      await convert(trx, {
        transferId: row.id,
        sourceAccountId: source.id,
        targetAccountId: target.id,
        from,
        to,
        ...amounts,
      });
      return {
        message: "Conversion completed",
        transactionId: row.transaction_id,
        status: "Completed" as const,
        ...termsOf(from, to, quote.rate, amounts),
      };
    }),
  );
  return answer;
}

function insertConversion(
  trx: Trx,
  conversion: {
    user: User;
    sourceAccountId: string;
    quote: {
      from: Currency;
      to: Currency;
      sell_amount: bigint;
      buy_amount: bigint;
      fee: bigint;
      rate: string;
    };
  },
): Promise<Transfer> {
  // The row is dated as every other history row is, by the server's time of day.
  const now = new Date();
  const { quote } = conversion;
  return insertTransfer(trx, {
    id: randomUUID(),
    transaction_id: newTransactionId(now),
    user_id: conversion.user.id,
    account_id: conversion.sourceAccountId,
    currency: quote.from,
    type: "Conversion",
    status: "Completed",
    amount: quote.sell_amount,
    description: conversionDescription(quote.from, quote.to),
    ...noBankAccount,
    expires_at: null,
    cancel_reason: null,
    decided_by: null,
    conversion_currency: quote.to,
    conversion_amount: quote.buy_amount,
    conversion_rate: quote.rate,
    conversion_fee: quote.fee,
    created_at: now,
    updated_at: now,
  });
}

/** Forgets quotes that ended more than a day before `now`. */
export function forgetOldQuotes(ctx: AppContext, now: Date): Promise<number> {
  return deleteQuotesEndedBefore(ctx.db, new Date(now.getTime() - QUOTE_KEPT_MS));
}
