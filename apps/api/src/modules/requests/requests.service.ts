import { randomUUID } from "node:crypto";
import { limits } from "@larkspur/shared/limits";
import { dollarsToCents } from "@larkspur/shared/money";
import type {
  CreateRequestBody,
  MoneyRequest,
  RequestFrom,
  RequestLists,
} from "@larkspur/shared/schemas/requests";
import type { AppContext } from "../../context";
import type { MoneyRequestRow, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { findReplay, type IdempotentRequest, runOnce } from "../idempotency";
import { announce, notify } from "../notifications";
import type { paymentRecipient } from "../payments";
import { findUserById, lockUser } from "../users";
import { requestNotices } from "./request-mails";
import { requestLink, shortName, statusAt, toMoneyRequest } from "./request-view";
import {
  closeRequest,
  countRequestsSince,
  findRequestWithParties,
  insertRequest,
  listIncoming,
  listOutgoing,
  lockRequest,
} from "./requests.repo";

const DAY_MS = 24 * 3_600_000;

export const noSuchRequest = () => new AppError("not_found", "error.noSuchRequest");
const forAnother = () => new AppError("forbidden", "error.requestForAnother");
const noPayeeMatches = () => new AppError("not_found", "error.noPayeeMatches");

/**
 * Finds the customer a payment would reach, spending one of the payer's look-ups: the payments module's, passed in by
 * app.ts, since payments builds on this module (a payment settles the request it pays).
 */
export type RecipientLookup = typeof paymentRecipient;

/** Why a request that is not Open can no longer be paid, declined or cancelled (409). */
export function notOpen(
  row: Pick<MoneyRequestRow, "status" | "expires_at">,
  now: Date,
): AppError | undefined {
  const status = statusAt(row, now);
  if (status === "Open") return undefined;
  const text = {
    Paid: "error.requestPaid",
    Declined: "error.requestDeclined",
    Cancelled: "error.requestCancelled",
    Expired: "error.requestExpired",
  } as const;
  return new AppError("conflict", text[status]);
}

function customersOnly(user: User): void {
  if (user.role !== "customer") throw new AppError("forbidden", "error.requestCustomersOnly");
}

/** When a new request ends: in so many days, or at the moment asked for, within the most days allowed. */
function expiryOf(expiry: CreateRequestBody["expiry"], now: Date): Date {
  if (expiry === undefined || typeof expiry === "number") {
    return new Date(now.getTime() + (expiry ?? limits.requestDefaultDays) * DAY_MS);
  }
  const at = new Date(expiry);
  if (at.getTime() <= now.getTime()) throw new AppError("validation_error", "error.requestExpiryPast");
  if (at.getTime() > now.getTime() + limits.requestMaxDays * DAY_MS) {
    throw new AppError("validation_error", {
      id: "error.requestExpiryTooLate",
      values: { max: limits.requestMaxDays },
    });
  }
  return at;
}

/**
 * The customer asked to pay; nobody asks themselves, and only a customer who can sign in can pay. Found as a
 * payment's recipient is: asking no one (or no one who can pay) counts as one of the requester's payee look-ups, so
 * requests cannot be used to list customers.
 */
async function payerFor(
  ctx: AppContext,
  requester: User,
  from: RequestFrom,
  paymentRecipient: RecipientLookup,
): Promise<User> {
  if (from.accountNumber === requester.account_number || from.email === requester.email) {
    throw new AppError("validation_error", "error.requestFromYourself");
  }
  try {
    const payee = await paymentRecipient(ctx, requester, from);
    const payer = await findUserById(ctx.db, payee.userId);
    if (!payer) throw noPayeeMatches();
    return payer;
  } catch (error) {
    if (error instanceof AppError && error.code === "payee_cannot_receive") {
      throw new AppError("validation_error", "error.requestPayerCannotPay");
    }
    throw error;
  }
}

/** Asks a customer for money, or makes a link any customer can pay; the customer asked is e-mailed. */
export async function createRequest(
  ctx: AppContext,
  requester: User,
  body: CreateRequestBody,
  idempotencyKey: string | undefined,
  paymentRecipient: RecipientLookup,
): Promise<MoneyRequest> {
  customersOnly(requester);
  const amount = dollarsToCents(body.amount);
  if (amount === null) throw new AppError("validation_error", "error.amountDecimals");
  const request: IdempotentRequest = {
    userId: requester.id,
    key: idempotencyKey,
    scope: "request",
    request: { from: body.from, amount, description: body.description, expiry: body.expiry },
  };
  const earlier = await findReplay<MoneyRequest>(ctx.db, request);
  if (earlier) return earlier;

  const now = ctx.clock.now();
  const expiresAt = expiryOf(body.expiry, now);
  const payer = body.from ? await payerFor(ctx, requester, body.from, paymentRecipient) : null;
  const { answer, replayed } = await runOnce(ctx.db, request, async (trx) => {
    // One requester's requests are counted one after the other, so racing ones cannot pass the day's limit together.
    await lockUser(trx, requester.id);
    if (
      (await countRequestsSince(trx, requester.id, new Date(now.getTime() - DAY_MS))) >= limits.requestsPerDay
    ) {
      throw new AppError("rate_limited", {
        id: "error.requestsPerDay",
        values: { max: limits.requestsPerDay },
      });
    }
    const id = randomUUID();
    await insertRequest(trx, {
      id,
      requester_id: requester.id,
      payer_id: payer?.id ?? null,
      amount,
      description: body.description,
      status: "Open",
      expires_at: expiresAt,
      created_at: now,
      updated_at: now,
    });
    if (payer) {
      await notify(trx, ctx, [
        requestNotices.received(payer, id, {
          name: shortName(requester.first_name, requester.last_name),
          cents: amount,
          description: body.description,
          link: requestLink(ctx.config.PUBLIC_URL, id),
          expiresAt,
        }),
      ]);
    }
    const created = await findRequestWithParties(trx, id);
    if (!created) throw new Error(`Request ${id} vanished as it was made`);
    return toMoneyRequest(created, requester.id, now, ctx.config.PUBLIC_URL);
  });
  if (!replayed && payer) announce(ctx, [payer.id]);
  return answer;
}

/** The requests to the customer and their own, newest first. */
export async function listRequests(ctx: AppContext, user: User): Promise<RequestLists> {
  const [incoming, outgoing] = await Promise.all([
    listIncoming(ctx.db, user.id, limits.requestListRows),
    listOutgoing(ctx.db, user.id, limits.requestListRows),
  ]);
  const now = ctx.clock.now();
  const view = (rows: typeof incoming) =>
    rows.map((row) => toMoneyRequest(row, user.id, now, ctx.config.PUBLIC_URL));
  return { incoming: view(incoming), outgoing: view(outgoing) };
}

/** Whether the customer may see the request: its two sides, and anyone with a link's address. */
function mayRead(row: MoneyRequestRow, userId: string): boolean {
  return (
    row.payer_id === null || row.requester_id === userId || row.payer_id === userId || row.paid_by === userId
  );
}

/** One request as the page that pays it shows it. */
export async function readRequest(ctx: AppContext, user: User, requestId: string): Promise<MoneyRequest> {
  customersOnly(user);
  const row = isUuid(requestId) ? await findRequestWithParties(ctx.db, requestId) : undefined;
  if (!row) throw noSuchRequest();
  if (!mayRead(row, user.id)) throw forAnother();
  return toMoneyRequest(row, user.id, ctx.clock.now(), ctx.config.PUBLIC_URL);
}

/**
 * The customer asked declines, or the requester cancels, an Open request. The row is locked first, so a payment
 * completing at the same moment either comes first (and this answers 409) or finds the request closed.
 */
async function closeAs(
  ctx: AppContext,
  user: User,
  requestId: string,
  outcome: "Declined" | "Cancelled",
): Promise<MoneyRequest> {
  customersOnly(user);
  if (!isUuid(requestId)) throw noSuchRequest();
  const now = ctx.clock.now();
  const notified = await retryingTrx(ctx.db, async (trx): Promise<string | undefined> => {
    const row = await lockRequest(trx, requestId);
    if (!row) throw noSuchRequest();
    if (!mayRead(row, user.id)) throw forAnother();
    if (outcome === "Declined" && row.payer_id !== user.id) {
      throw new AppError("forbidden", "error.requestOnlyPayerDeclines");
    }
    if (outcome === "Cancelled" && row.requester_id !== user.id) {
      throw new AppError("forbidden", "error.requestOnlyRequesterCancels");
    }
    const refusal = notOpen(row, now);
    if (refusal) throw refusal;
    await closeRequest(trx, row.id, outcome, now);
    if (outcome !== "Declined") return undefined;
    const requester = await findUserById(trx, row.requester_id);
    if (!requester) throw new Error(`Request ${row.id} has no requester`);
    await notify(trx, ctx, [
      requestNotices.declined(requester, row.id, {
        name: shortName(user.first_name, user.last_name),
        cents: row.amount,
        description: row.description,
        link: requestLink(ctx.config.PUBLIC_URL, row.id),
      }),
    ]);
    return requester.id;
  });
  if (notified) announce(ctx, [notified]);
  return readRequest(ctx, user, requestId);
}

export const declineRequest = (ctx: AppContext, user: User, requestId: string) =>
  closeAs(ctx, user, requestId, "Declined");

export const cancelRequest = (ctx: AppContext, user: User, requestId: string) =>
  closeAs(ctx, user, requestId, "Cancelled");
