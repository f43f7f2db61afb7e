import { randomUUID } from "node:crypto";
import type { Locale } from "@larkspur/shared/locales";
import { type FindMail, type Patience, signUpCode } from "./mail";

/** One call to the API, whatever carries it: `app.inject`, Playwright's request context, a fetch client. */
export type CallApi = (call: {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}) => Promise<{ status: number; body: unknown }>;

export interface Registration {
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  /** The language of the account and its mail; English when not given. */
  language?: Locale;
}

export interface SignedUpCustomer extends Registration {
  id: string;
  token: string;
  accountNumber: string;
}

export async function expectStatus(
  what: string,
  status: number,
  answer: Promise<{ status: number; body: unknown }>,
) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what} answered ${got}: ${JSON.stringify(body)}`);
  return body;
}

/** Registers, confirms the e-mailed code and signs in, as a new customer does through the web app. */
export async function signUp(
  api: CallApi,
  findMail: FindMail,
  registration: Registration,
  patience?: Patience,
): Promise<SignedUpCustomer> {
  const { email, password } = registration;
  await expectStatus(
    "register",
    201,
    api({ method: "POST", path: "/api/auth/register", body: registration }),
  );
  const otp = await signUpCode(findMail, email, patience, registration.language);
  await expectStatus(
    "verify",
    200,
    api({ method: "POST", path: "/api/auth/verify", body: { email, otp: Number(otp) } }),
  );
  const session = (await expectStatus(
    "login",
    200,
    api({ method: "POST", path: "/api/auth/login", body: { email, password } }),
  )) as { token: string; others: { _id: string; accountNumber: string } };
  return {
    ...registration,
    token: session.token,
    id: session.others._id,
    accountNumber: session.others.accountNumber,
  };
}

/**
 * Credits a customer through the back office, as an operator does; answers the deposit as the history lists it.
 * Above the four-eyes threshold the deposit waits for a second member of staff: `approverToken` approves it.
 */
export async function deposit(
  api: CallApi,
  staffToken: string,
  customerId: string,
  dollars: number,
  approverToken?: string,
) {
  const { transaction } = (await expectStatus(
    "deposit",
    201,
    api({
      method: "POST",
      path: `/api/admin/customers/${customerId}/deposits`,
      token: staffToken,
      headers: { "idempotency-key": randomUUID() },
      body: { amount: dollars, description: "Opening deposit" },
    }),
  )) as { transaction: { transactionId: string; status: string } };
  if (transaction.status !== "Pending") return transaction;
  if (!approverToken)
    throw new Error(`A deposit of ${dollars} waits for a second operator: give approverToken`);
  await expectStatus(
    "deposit approval",
    200,
    api({
      method: "POST",
      path: `/api/admin/transfers/${transaction.transactionId}/approve`,
      token: approverToken,
    }),
  );
  return { ...transaction, status: "Completed" };
}

/** A signed-up customer with `dollars` to spend, credited by the staff member whose token is given. */
export async function fundedCustomer(
  api: CallApi,
  findMail: FindMail,
  registration: Registration,
  funding: { staffToken: string; dollars: number },
): Promise<SignedUpCustomer> {
  const customer = await signUp(api, findMail, registration);
  await deposit(api, funding.staffToken, customer.id, funding.dollars);
  return customer;
}
