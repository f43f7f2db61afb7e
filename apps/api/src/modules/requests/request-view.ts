import { centsToDollars } from "@larkspur/shared/money";
import type { MoneyRequest, RequestStatus } from "@larkspur/shared/schemas/requests";
import type { MoneyRequestRow } from "../../db/types";
import { payeeName } from "../../lib/payee-name";
import type { RequestWithParties } from "./requests.repo";

/** "Grace H.": how a request names a customer to the other side, as a payment does. */
export const shortName = (firstName: string, lastName: string) => payeeName({ firstName, lastName });

/** The status a customer sees: an Open request past its end has expired, whether or not anything touched it since. */
export function statusAt(row: Pick<MoneyRequestRow, "status" | "expires_at">, now: Date): RequestStatus {
  return row.status === "Open" && row.expires_at.getTime() <= now.getTime() ? "Expired" : row.status;
}

export const requestLink = (publicUrl: string, requestId: string) => `${publicUrl}/pay/${requestId}`;

/**
 * A request as `callerId` sees it at `now`, with what they may do with it. The requester sees the payer's account
 * number only once the payer has shown it to them (`payer_known`): asking someone by e-mail address tells no one
 * their number.
 */
export function toMoneyRequest(
  row: RequestWithParties,
  callerId: string,
  now: Date,
  publicUrl: string,
): MoneyRequest {
  const status = statusAt(row, now);
  const open = status === "Open";
  const isRequester = row.requester_id === callerId;
  const payer =
    row.payer_first_name !== null && row.payer_last_name !== null && row.payer_account_number !== null
      ? {
          name: shortName(row.payer_first_name, row.payer_last_name),
          accountNumber:
            row.payer_id === callerId || row.paid_by === callerId || row.payer_known
              ? row.payer_account_number
              : null,
        }
      : null;
  return {
    requestId: row.id,
    status,
    amount: centsToDollars(row.amount),
    description: row.description,
    link: requestLink(publicUrl, row.id),
    requester: {
      name: shortName(row.requester_first_name, row.requester_last_name),
      accountNumber: row.requester_account_number,
    },
    payer,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    transactionId: row.paid_transaction_id,
    youCan: {
      pay: open && !isRequester && (row.payer_id === null || row.payer_id === callerId),
      decline: open && row.payer_id === callerId,
      cancel: open && isRequester,
    },
  };
}
