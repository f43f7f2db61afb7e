import type { AppContext } from "../../context";
import type { MoneyRequestRow, Transfer, Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { notify } from "../notifications";
import { requestNotices } from "./request-mails";
import { requestLink, shortName } from "./request-view";
import { findRequest, markRequestPaid } from "./requests.repo";
import { noSuchRequest, notOpen } from "./requests.service";

/**
 * The request a customer starts paying: it must exist, be Open, not be their own, and name them or nobody (a link).
 * A request already paid answers 409 "This request has already been paid".
 */
export async function requestToPay(
  ctx: AppContext,
  payer: User,
  requestId: string,
): Promise<MoneyRequestRow> {
  const row = isUuid(requestId) ? await findRequest(ctx.db, requestId) : undefined;
  if (!row) throw noSuchRequest();
  if (row.requester_id === payer.id) throw new AppError("validation_error", "error.requestOwnRequest");
  if (row.payer_id !== null && row.payer_id !== payer.id) {
    throw new AppError("forbidden", "error.requestForAnother");
  }
  const refusal = notOpen(row, ctx.clock.now());
  if (refusal) throw refusal;
  return row;
}

/**
 * Inside the trx that completes a payment naming a request: the request becomes Paid by it and its requester is
 * notified and e-mailed, or, when another payment got there first (or it closed meanwhile), the whole trx is refused with 409 and
 * no money moves.
 */
export async function settleRequest(
  trx: Trx,
  ctx: AppContext,
  payer: User,
  payment: Transfer,
): Promise<void> {
  const requestId = payment.request_id;
  if (!requestId) return;
  const at = ctx.clock.now();
  const paid = await markRequestPaid(trx, { requestId, payerId: payer.id, transferId: payment.id, at });
  if (!paid) {
    const current = await findRequest(trx, requestId);
    throw (current && notOpen(current, at)) ?? new AppError("forbidden", "error.requestForAnother");
  }
  await notify(trx, ctx, [
    requestNotices.paid(
      paid,
      {
        name: shortName(payer.first_name, payer.last_name),
        cents: paid.amount,
        description: paid.description,
        link: requestLink(ctx.config.PUBLIC_URL, paid.id),
      },
      payment.transaction_id,
    ),
  ]);
}
