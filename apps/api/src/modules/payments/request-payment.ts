import type { LarkspurInitiateBody } from "@larkspur/shared/schemas/transaction";
import type { AppContext } from "../../context";
import { type IdempotentRequest, orFirstAnswer } from "../idempotency";
import { requestToPay } from "../requests";
import type { InitiateTransferAnswer, Sender } from "../transfers";
import { accountOnHold } from "../transfers";
import { findPayeeWithMoneyOut } from "./payees.repo";
import { payeeCannotReceive } from "./payees.service";
import { startPayment } from "./payments.service";

/**
 * Starts paying a money request, as a payment to another customer: its requester is paid its amount for its
 * description, and the code is e-mailed to the payer. The request becomes Paid when the code comes back.
 */
export async function payRequest(
  ctx: AppContext,
  payer: Sender,
  body: LarkspurInitiateBody & { requestId: string },
  idempotencyKey: string | undefined,
): Promise<InitiateTransferAnswer> {
  if (payer.transfer_disabled) throw accountOnHold();
  const request: IdempotentRequest = {
    userId: payer.id,
    key: idempotencyKey ?? body.transactionId,
    scope: "initiate",
    request: { transferOption: "Larkspur", requestId: body.requestId },
  };
  return orFirstAnswer(ctx.db, request, async () => {
    const paying = await requestToPay(ctx, payer, body.requestId);
    const { payee: recipient, moneyOut } = await findPayeeWithMoneyOut(
      ctx.db,
      { userId: paying.requester_id },
      payer.id,
      ctx.clock.now(),
    );
    if (recipient?.status !== "active") throw payeeCannotReceive();
    return startPayment(
      ctx,
      payer,
      // A money request asks for dollars.
      {
        recipient,
        currency: "USD",
        amount: paying.amount,
        description: paying.description,
        requestId: paying.id,
      },
      request,
      moneyOut,
    );
  });
}
