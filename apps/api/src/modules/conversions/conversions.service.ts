import { randomUUID } from "node:crypto";
import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import { toMinorUnits } from "@larkspur/shared/money";
import type { ConversionQuote, ConversionResult, QuoteBody } from "@larkspur/shared/schemas/conversions";
import type { AppContext } from "../../context";
import type { Transfer, Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { decimalText, parseDecimal } from "../../lib/decimal";
import { isUuid } from "../../lib/ids";
import { findReplay, type IdempotentRequest, runOnce } from "../idempotency";
import { convert, customerAccountIn, insufficientBalance, openAccountIn } from "../ledger";
import { freshRatesOf } from "../rates";
import {
  insertTransfer,
  newTransactionId,
  noBankAccount,
  retryOnTransactionIdClash,
  termsOf,
} from "../transfers";
import { crossRate, whenBuying, whenSelling } from "./conversion-math";
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
  const account = await customerAccountIn(db, userId, currency);
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
  // Alone, the insert would be the first statement on its connection, and one a pooler restart cut would fail the
  // request, since a write is never sent again; in a transaction BEGIN is first, and is sent again on a new one.
  await ctx.db.transaction().execute((trx) =>
    insertQuote(trx, {
      id: quoteId,
      user_id: user.id,
      from_currency: from,
      to_currency: to,
      sell_amount: amounts.sell,
      buy_amount: amounts.buy,
      fee: amounts.fee,
      rate: decimalText(rate),
      expires_at: expiresAt,
    }),
  );
  return { quoteId, ...termsOf(from, to, rate, amounts), expiresAt: expiresAt.toISOString() };
}

/** The quote, used now: 404 if it is not the caller's, 409 if it has expired or was used. */
async function useQuote(trx: Trx, ctx: AppContext, userId: string, quoteId: string) {
  const quote = await claimQuote(trx, quoteId, userId, ctx.clock.now());
  if (quote) return quote;
  throw (await findQuote(trx, quoteId, userId)) ? quoteExpired() : noSuchQuote();
}

/**
 * Converts at a quote's terms, Completed at once: one `conversion` journal entry and a history row on each balance
 * (money out of the source, money in to the target); the target balance is opened when needed. With an Idempotency-Key, a repeat answers the first result.
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
        targetAccountId: target.id,
        quote: { ...quote, from, to },
        now: ctx.clock.now(),
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

/**
 * The conversion's two history rows: the source row, whose journal entry moves the money, and the target row pointing
 * at it. Each row's `conversion_*` columns name the other side. Descriptions are kept in English, as every row's
 * are; the history and statements say them in the reader's language.
 */
async function insertConversion(
  trx: Trx,
  conversion: {
    user: User;
    sourceAccountId: string;
    targetAccountId: string;
    quote: {
      from: Currency;
      to: Currency;
      sell_amount: bigint;
      buy_amount: bigint;
      fee: bigint;
      rate: string;
    };
    // The rows are dated as every other history row is, by the server's clock.
    now: Date;
  },
): Promise<Transfer> {
  const { now } = conversion;
  const { quote } = conversion;
  const common = {
    user_id: conversion.user.id,
    type: "Conversion" as const,
    status: "Completed" as const,
    ...noBankAccount,
    expires_at: null,
    cancel_reason: null,
    decided_by: null,
    conversion_rate: quote.rate,
    conversion_fee: quote.fee,
    created_at: now,
    updated_at: now,
  };
  const source = await insertTransfer(trx, {
    ...common,
    id: randomUUID(),
    transaction_id: newTransactionId(now),
    account_id: conversion.sourceAccountId,
    currency: quote.from,
    amount: quote.sell_amount,
    description: `Converted to ${quote.to}`,
    conversion_currency: quote.to,
    conversion_amount: quote.buy_amount,
  });
  await insertTransfer(trx, {
    ...common,
    id: randomUUID(),
    transaction_id: newTransactionId(now),
    account_id: conversion.targetAccountId,
    currency: quote.to,
    amount: quote.buy_amount,
    description: `Converted from ${quote.from}`,
    payer_transfer_id: source.id,
    conversion_currency: quote.from,
    conversion_amount: quote.sell_amount,
  });
  return source;
}

/** Forgets quotes that ended more than a day before `now`. */
export function forgetOldQuotes(ctx: AppContext, now: Date): Promise<number> {
  return deleteQuotesEndedBefore(ctx.db, new Date(now.getTime() - QUOTE_KEPT_MS));
}
