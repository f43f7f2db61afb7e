import { randomBytes } from "node:crypto";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { enrolTotp, signInWithAuthenticator } from "@larkspur/test-kit/authenticator";
import { type CallApi, signUp } from "@larkspur/test-kit/customers";
import { devMailbox, type Mail, type RunSql } from "@larkspur/test-kit/mail";
import { CompiledQuery, sql } from "kysely";
import { createStaff } from "../../src/modules/backoffice/staff.service";
import { layOut } from "../../src/modules/mail";
import type { TestApp } from "./build";

let counter = 0;

export function uniqueEmail(prefix = "customer"): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString("hex")}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ada",
    middleName: "King",
    lastName: "Lovelace",
    email: uniqueEmail(),
    password: "correct horse battery",
    phone: "+1 (555) 010-0000",
    ...overrides,
  };
}

/** What the dev mailbox holds for `email`, newest first, each mail laid out as it was shown. */
export async function mailTo(t: TestApp, email: string) {
  const rows = await t.ctx.db
    .selectFrom("dev_mailbox")
    .select(["id", "mail", "created_at"])
    .where("to_address", "=", email.toLowerCase())
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(({ mail, ...row }) => ({ ...row, ...layOut(mail) }));
}

type Delivered = Awaited<ReturnType<typeof mailTo>>;

/** Waits until what the worker has delivered to `email` holds what `found` looks for, and answers it. */
async function untilDelivered<T>(
  t: TestApp,
  email: string,
  what: string,
  found: (messages: Delivered) => T | undefined,
): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const result = found(await mailTo(t, email));
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`no ${what} for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the worker to deliver the `count`-th message to `email` and answers the newest one. */
export function waitForMail(t: TestApp, email: string, count = 1) {
  return untilDelivered(t, email, `mail number ${count}`, (messages) =>
    messages.length >= count ? messages[0] : undefined,
  );
}

/** Waits for a password-reset mail to `email`, whatever else it gets meanwhile, and answers its link's token. */
export function resetToken(t: TestApp, email: string) {
  return untilDelivered(t, email, "reset link", (messages) =>
    messages.map((mail) => /\/passwordreset\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]).find(Boolean),
  );
}

export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return body;
}

export async function login(t: TestApp, email: string, password: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json() as { token: string; others: CurrentUser };
}

export const bearer = (token: string) => ({ token: `Bearer ${token}` });

/** The test kit's calls, carried by `app.inject`. */
export function apiOf(t: TestApp): CallApi {
  return async ({ method, path, token, body, headers }) => {
    const response = await t.app.inject({
      method,
      url: path,
      headers: { ...(token && bearer(token)), ...headers },
      ...(body !== undefined && { payload: body as object }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
}

/** The test kit's SQL, run on the app's own database. */
export function sqlOf(t: TestApp): RunSql {
  return async (text, values) => (await t.ctx.db.executeQuery<Mail>(CompiledQuery.raw(text, values))).rows;
}

/** A registered, verified, signed-in customer with their token. */
export function signedInCustomer(t: TestApp, overrides: Record<string, unknown> = {}) {
  return signUp(apiOf(t), devMailbox(sqlOf(t)), registration(overrides));
}

/** Moves a customer's codes into the past, as if `ms` had gone by since they were sent. */
export async function backdateCodes(t: TestApp, email: string, ms: number) {
  await sql`update verifications set created_at = created_at - make_interval(secs => ${ms / 1000})
    where user_id = (select id from users where email = ${email.toLowerCase()})`.execute(t.ctx.db);
}

/**
 * A back-office member created as the CLI creates one: signed in, the authenticator app set up as staff must, and
 * signed in again with its code as the second step.
 */
export async function staffMember(t: TestApp, role: "operator" | "admin") {
  const email = uniqueEmail(role);
  const password = "a back office passphrase";
  const { id } = await createStaff(t.ctx, { email, role, firstName: "Sam", lastName: "Staff", password });
  const now = () => t.ctx.clock.now().getTime();
  const { authenticator } = await enrolTotp(apiOf(t), (await login(t, email, password)).token, now);
  const session = await signInWithAuthenticator(apiOf(t), { email, password }, authenticator, now);
  return { id, email, password, authenticator, token: session.token };
}
