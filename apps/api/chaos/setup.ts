import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { enrolTotp, signInWithAuthenticator } from "@larkspur/test-kit/authenticator";
import { type CallApi, signUp as signUpThroughApi } from "@larkspur/test-kit/customers";
import { repoRoot } from "./api-process";
import { type HarnessDb, MAIL_PATIENCE, mailOf } from "./harness-db";
import type { Client } from "./http-client";

const run = promisify(execFile);

export const PASSWORD = "Steady ledger under load 1";

export interface Customer {
  id: string;
  email: string;
  accountNumber: string;
  token: string;
  /** The card the customer buys with, issued at set-up. */
  cardId?: string;
}

export interface Operator {
  email: string;
  token: string;
}

function expectOk(what: string, answer: { status: number; body: unknown }): void {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

async function login(client: Client, email: string) {
  const answer = await client({
    method: "POST",
    path: "/api/auth/login",
    body: { email, password: PASSWORD },
  });
  expectOk(`login ${email}`, answer);
  return answer.body as { token: string; others: { _id: string } };
}

/**
 * Operators come from the CLI, the only way to make staff; then they sign in like anyone else, set up the
 * authenticator app as staff must, and sign in again with its code as the second step.
 */
export async function createOperators(
  client: Client,
  env: Record<string, string>,
  count: number,
): Promise<Operator[]> {
  const emails = Array.from({ length: count }, (_, index) => `operator.${index + 1}@chaos.test`);
  for (const email of emails) {
    await run(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(repoRoot, "apps/api/src/cli.ts"),
        "create-staff",
        "--email",
        email,
        "--role",
        "operator",
        "--password",
        PASSWORD,
      ],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 60_000 },
    );
  }
  return Promise.all(
    emails.map(async (email) => {
      const { authenticator } = await enrolTotp(kitApi(client), (await login(client, email)).token);
      const session = await signInWithAuthenticator(
        kitApi(client),
        { email, password: PASSWORD },
        authenticator,
      );
      return { email, token: session.token };
    }),
  );
}

/** The harness's client, as the test kit calls the API. */
function kitApi(client: Client): CallApi {
  return ({ method, path, token, body, headers }) =>
    client({ method, path, token, body, idempotencyKey: headers?.["idempotency-key"] });
}

/** A customer signs up, confirms the e-mailed code and signs in, as through the web app. */
async function signUp(client: Client, db: HarnessDb, index: number): Promise<Customer> {
  const registration = {
    firstName: "Casey",
    lastName: `Chaos ${index + 1}`,
    email: `customer.${index + 1}@chaos.test`,
    password: PASSWORD,
    phone: "+1 555 010 0000",
  };
  const { id, email, accountNumber, token } = await signUpThroughApi(
    kitApi(client),
    mailOf(db),
    registration,
    MAIL_PATIENCE,
  );
  return { id, email, accountNumber, token };
}

export async function signUpCustomers(client: Client, db: HarnessDb, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  // Four at a time: Argon2id is deliberately slow and the machine has few cores.
  for (let first = 0; first < count; first += 4) {
    const batch = Array.from({ length: Math.min(4, count - first) }, (_, offset) =>
      signUp(client, db, first + offset),
    );
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}
