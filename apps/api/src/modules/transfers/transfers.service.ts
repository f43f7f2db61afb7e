import { randomUUID } from "node:crypto";
import { type Currency, mainCurrency } from "@larkspur/shared/currencies";
import { limits } from "@larkspur/shared/limits";
import type {
  HistoryFilters,
  InitiateTransferBody,
  TransactionItem,
  TransferResultResponse,
} from "@larkspur/shared/schemas/transaction";
import { texts } from "@larkspur/shared/texts";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context";
import type { Database, NewTransfer, Transfer, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { coalescePerOwner } from "../../lib/coalesce";
import { isUuid } from "../../lib/ids";
import { newCodeFor, noLiveSession, type SignedInUser, sessionLiveness } from "../auth";
import {
  findReplay,
  type IdempotentRequest,
  orFirstAnswer,
  runOnce,
  runOnceInOneStatement,
} from "../idempotency";
import { insufficientBalance, minorUnitsOf, sendingAccount } from "../ledger";
import { checkLimits, fitsLimits, limitCentsOf } from "../limits";
import { announce } from "../notifications";
import {
  type FirstPageRequest,
  findSessionUsersWithFirstPages,
  findSessionUserWithHistory,
  listHistory,
  NO_CUSTOMER,
} from "./history.repo";
import { hasFilters } from "./history-filters";
import { newTransactionId, retryOnTransactionIdClash } from "./transaction-id";
import { cancelWithin } from "./transfer-cancellation";
import { accountOnHold, transactionNotFound } from "./transfer-errors";
import { transferMails } from "./transfer-mails";
import { toTransactionItem } from "./transfer-view";
import { findTransferByTransactionId, insertTransferWithCode } from "./transfers.repo";

/** The caller's transfer by its public id; someone else's is as unknown as a missing one. */
export async function ownTransfer(ctx: AppContext, userId: string, transactionId: string): Promise<Transfer> {
  const transfer = await findTransferByTransactionId(ctx.db, transactionId);
  if (!transfer || transfer.user_id !== userId) throw transactionNotFound();
  return transfer;
}

export interface InitiateTransferAnswer {
  message: string;
  transactionId: string;
}

/** The customer sending money, with the account and available cents authentication read with the session. */
export type Sender = User & Pick<SignedInUser, "account_id" | "available_cents">;

/**
 * Creates an Unconfirmed transfer, its code and the code's mail in one statement. Nothing is held until the code comes
 * back.
 */
export async function initiateTransfer(
  ctx: AppContext,
  user: Sender,
  body: InitiateTransferBody,
  idempotencyKey: string | undefined,
): Promise<InitiateTransferAnswer> {
  if (user.transfer_disabled) throw accountOnHold();
  const currency = body.currency ?? mainCurrency;
  const amount = minorUnitsOf(body.amount, currency);
  const { transferOption, description, bankDetails } = body;
  const request: IdempotentRequest = {
    userId: user.id,
    key: idempotencyKey ?? body.transactionId,
    scope: "initiate",
    request: { amount, description, transferOption, bankDetails, currency: body.currency },
  };
  return orFirstAnswer(ctx.db, request, () =>
    startTransfer(ctx, user, { ...body, currency, amount }, request),
  );
}

async function startTransfer(
  ctx: AppContext,
  user: Sender,
  order: Omit<InitiateTransferBody, "amount" | "currency"> & { currency: Currency; amount: bigint },
  request: IdempotentRequest,
): Promise<InitiateTransferAnswer> {
  const { currency, amount, transferOption, description, bankDetails } = order;
  const account = await sendingAccount(ctx.db, user, currency);
  // A first look at the balance (the dollars' read with the session) and the limits (in the statement that writes the
  // transfer), so the wizard says so at once; verify checks both again under the account's lock, which is what counts.
  // Money out of any balance counts at its dollar value.
  if (account.available < amount) throw insufficientBalance();
  const limitCents = await limitCentsOf(ctx.db, currency, amount);

  const { answer, replayed } = await retryOnTransactionIdClash(() =>
    runOnceInOneStatement(ctx.db, request, async (db) => {
      const now = ctx.clock.now();
      const transferId = randomUUID();
      const { code, row } = newCodeFor({ userId: user.id, purpose: "transfer", subjectId: transferId }, now);
      const transfer = {
        id: transferId,
        transaction_id: newTransactionId(now),
        user_id: user.id,
        account_id: account.id,
        currency,
        type: "Withdrawal",
        status: "Unconfirmed",
        amount,
        description,
        transfer_option: transferOption,
        account_name: bankDetails.accountName,
        account_number: bankDetails.accountNumber,
        bank_name: bankDetails.bankName,
        account_type: bankDetails.accountType,
        routing_number: "routingNumber" in bankDetails ? bankDetails.routingNumber : null,
        swift_code: "swiftCode" in bankDetails ? bankDetails.swiftCode : null,
        country: "country" in bankDetails ? bankDetails.country : null,
        expires_at: new Date(now.getTime() + limits.codeTtlMinutes * 60_000),
        created_at: now,
        updated_at: now,
      } satisfies NewTransfer;
      const mails = [transferMails.code(user, transfer, code)];
      await insertWithinLimits(ctx, db, user.id, limitCents, () =>
        insertTransferWithCode(
          db,
          transfer,
          row,
          (when) => ctx.mailer.inserting(mails, when),
          fitsLimits(ctx, user.id, limitCents),
        ),
      );
      return { message: texts.verificationEmailSent, transactionId: transfer.transaction_id };
    }),
  );
  if (!replayed) ctx.mailer.deliverSoon();
  return answer;
}

/**
 * How often the write is tried while `checkLimits` finds the transfer fitting: money out that changed between the two
 * reads explains one miss; a second means the statement's condition and `assertFits` disagree.
 */
const MOST_LIMITED_INSERTS = 2;

/**
 * Runs `insert`, a statement that writes only when the transfer fits the limits then, so the limits' first look costs
 * no statement of its own. When it wrote nothing, `checkLimits` reads them again through `db` to say which one refused;
 * should they fit by then (a transfer left Pending meanwhile), the statement is tried again.
 */
async function insertWithinLimits(
  ctx: AppContext,
  db: Kysely<Database>,
  userId: string,
  limitCents: bigint,
  insert: () => Promise<boolean>,
): Promise<void> {
  for (let tries = 0; tries < MOST_LIMITED_INSERTS; tries++) {
    if (await insert()) return;
    await checkLimits(ctx, userId, limitCents, db);
  }
  throw new Error(`The limits of ${userId} admit ${limitCents} cents by their check but not by the insert's`);
}

/** The customer withdraws an Unconfirmed or Pending transfer; a Pending one's hold is released. */
export async function cancelTransfer(
  ctx: AppContext,
  user: User,
  transactionId: string,
  idempotencyKey: string | undefined,
): Promise<TransferResultResponse> {
  const request: IdempotentRequest = {
    userId: user.id,
    key: idempotencyKey,
    scope: "cancel",
    request: { transactionId },
  };
  const earlier = await findReplay<TransferResultResponse>(ctx.db, request);
  if (earlier) return earlier;
  const transfer = await ownTransfer(ctx, user.id, transactionId);
  const { answer, replayed } = await runOnce(ctx.db, request, async (trx) => {
    const cancelled = await cancelWithin(trx, ctx, {
      transferId: transfer.id,
      from: ["Unconfirmed", "Pending"],
      reason: "You cancelled it.",
      reasonForOwner: { id: "mail.cancelReason.byYou" },
      owner: user,
    });
    return { message: texts.transferCancelled, transaction: toTransactionItem(cancelled) };
  });
  if (!replayed) announce(ctx, [user.id]);
  return answer;
}

/** First pages asked for together (every signed-in landing asks for one) are read with one query. */
const lookupFirstPage = coalescePerOwner((ctx: AppContext, wanted: FirstPageRequest[]) =>
  findSessionUsersWithFirstPages(ctx.db, wanted, sessionLiveness(ctx)),
);

/** A page of the history as the route asks for it: its size, where it starts, and the filters (none: all rows). */
export interface HistoryPage {
  limit: number;
  /** The transactionId the page before ended with, as `cursor` (an unknown one is a bad parameter) or `before`. */
  cursor?: string;
  before?: string;
  filters: HistoryFilters;
}

/**
 * One page of a customer's history, read in one round trip with the session of the token that asks for it: 401
 * without a live session. The page is read before the caller's right to it is known, so `admit` is given the caller
 * and throws unless they may read it; only then are an unknown customer or cursor told apart.
 */
export async function historyWithSession(
  ctx: AppContext,
  tokenHash: string,
  userId: string,
  page: HistoryPage,
  admit: (caller: SignedInUser) => Promise<void>,
): Promise<TransactionItem[]> {
  const customerId = isUuid(userId) ? userId : NO_CUSTOMER;
  const before = page.cursor ?? page.before;
  const filters = hasFilters(page.filters) ? page.filters : undefined;
  // The unfiltered first page is the busiest read of all: it joins the batch of the moment.
  const found =
    before || filters
      ? await findSessionUserWithHistory(ctx.db, tokenHash, sessionLiveness(ctx), customerId, {
          limit: page.limit,
          before,
          filters,
        })
      : await lookupFirstPage(ctx, { tokenHash, userId: customerId, limit: page.limit });
  if (!found) throw noLiveSession();
  // The row is the caller's session user with the page beside it, admitted as it is: copying its thirty columns
  // without the page (an object rest) cost a tenth of the read.
  await admit(found);
  const { history } = found;
  if (customerId === NO_CUSTOMER) throw new AppError("not_found", "error.noSuchCustomer");
  if (!found.cursor_found) {
    throw page.cursor ? new AppError("validation_error", "error.unknownCursor") : transactionNotFound();
  }
  return history.map((row) =>
    toTransactionItem(
      {
        ...row,
        amount: BigInt(row.amount),
        // JSON carries bigint and numeric columns as numbers: exact below 2^53, and a rate has 10 digits.
        conversion_amount: row.conversion_amount === null ? null : BigInt(row.conversion_amount),
        conversion_fee: row.conversion_fee === null ? null : BigInt(row.conversion_fee),
        conversion_rate: row.conversion_rate === null ? null : String(row.conversion_rate),
        created_at: new Date(row.created_at),
        expires_at: row.expires_at === null ? null : new Date(row.expires_at),
        money_out_at: row.money_out_at === null ? null : new Date(row.money_out_at),
        sent_to_bank_at: row.sent_to_bank_at === null ? null : new Date(row.sent_to_bank_at),
      },
      found.language,
    ),
  );
}

/** One page of a customer's history, newest first; `before` is the transactionId the previous page ended with. */
export async function listTransactions(
  ctx: AppContext,
  userId: string,
  page: { limit: number; before?: string },
): Promise<TransactionItem[]> {
  if (!isUuid(userId)) throw new AppError("not_found", "error.noSuchCustomer");
  let position: { createdAt: Date; id: string } | undefined;
  if (page.before) {
    const last = await ownTransfer(ctx, userId, page.before);
    position = { createdAt: last.created_at, id: last.id };
  }
  const rows = await listHistory(ctx.db, userId, page.limit, position);
  return rows.map((row) => toTransactionItem(row));
}
