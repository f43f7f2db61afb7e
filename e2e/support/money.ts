import { randomUUID } from "node:crypto";
import { deposit as depositThroughApi } from "@larkspur/test-kit/customers";
import { transferCode } from "@larkspur/test-kit/mail";
import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { type APIRequestContext, expect } from "@playwright/test";
import { apiOf, type Customer } from "./customer";
import { mailboxOf } from "./mailbox";

const auth = (token: string) => ({ token: `Bearer ${token}` });

export async function userIdOf(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.get("/api/user", { headers: auth(token) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { _id: string })._id;
}

/**
 * Credits a customer through the back-office API, as an operator would; above the four-eyes threshold a second member
 * of staff (`approverToken`) approves it.
 */
export async function deposit(
  request: APIRequestContext,
  staffToken: string,
  userId: string,
  amount: number,
  approverToken?: string,
): Promise<void> {
  await depositThroughApi(apiOf(request), staffToken, userId, amount, approverToken);
}

/** A local transfer the customer starts and confirms with the e-mailed code: it then waits for review. */
export async function submitTransfer(
  request: APIRequestContext,
  customer: Customer,
  userId: string,
  amount: number,
  description: string,
): Promise<void> {
  const initiated = await request.post(`/api/transaction/initiate/${userId}`, {
    headers: { ...auth(customer.token), "Idempotency-Key": randomUUID() },
    data: sampleTransfer({ amount, description }),
  });
  expect(initiated.ok(), await initiated.text()).toBe(true);
  const { transactionId } = (await initiated.json()) as { transactionId: string };

  const code = await transferCode(mailboxOf(request), { to: customer.email, mentioning: transactionId });
  const verified = await request.post(`/api/transaction/verify/${userId}`, {
    headers: auth(customer.token),
    data: { otp: Number(code), transactionId },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** Holds (or releases) a customer's transfers through the back-office API, with the reason staff must give. */
export async function setTransferHold(
  request: APIRequestContext,
  staffToken: string,
  userId: string,
  held: boolean,
  reason: string,
): Promise<void> {
  const answer = await request.put(`/api/admin/customers/${userId}`, {
    headers: auth(staffToken),
    data: { transferDisabled: held, reason },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
