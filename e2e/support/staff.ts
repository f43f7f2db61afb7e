import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Authenticator, enrolTotp } from "@larkspur/test-kit/authenticator";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiOf } from "./customer";

export type StaffRole = "operator" | "admin";

export const staffPassword = "back office passphrase";

/** The worker's place among those running at once: a worker that replaces a failed one takes its place. */
const workerSlot = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/**
 * The staff the e2e server starts with: an admin and an operator for each worker, since one authenticator code is
 * accepted once and two workers signing the same operator in at once would spend each other's codes. Only the CLI
 * can create the first admin, and it runs before the server. The addresses carry the run's data folder name, so a
 * run against a kept PostgreSQL database still gets new ones.
 */
export function staffEmail(role: StaffRole, slot = workerSlot()): string {
  const run = path.basename(process.env.LARKSPUR_E2E_DATA_DIR ?? "local").toLowerCase();
  return `${run}-${role}-${slot}@example.com`;
}

/** The shell commands that create them (run from e2e/, against the same database as the server). */
export function createStaffCommands(workers: number): string {
  return Array.from({ length: workers }, (_, slot) =>
    (["admin", "operator"] as const).map(
      (role) =>
        `npm --prefix .. run cli -- create-staff --email ${staffEmail(role, slot)} --role ${role} --password '${staffPassword}'`,
    ),
  )
    .flat()
    .join(" && ");
}

/** Where a staff member's authenticator app and last session are kept for the run, so a new worker has them too. */
const appFile = (role: StaffRole) =>
  path.join(process.env.LARKSPUR_E2E_DATA_DIR ?? ".", `${role}-${workerSlot()}-authenticator.json`);

interface Kept {
  authenticator: Authenticator;
  token: string;
}

function keep(role: StaffRole, { authenticator, token }: Kept): void {
  const saved = { secret: authenticator.secret, lastStep: authenticator.lastUsedStep, token };
  writeFileSync(appFile(role), JSON.stringify(saved));
}

/**
 * The staff member's authenticator app and a session. Staff must have the app before the back office opens, so the
 * first time, the staff member signs in with the password and sets it up through the API, as /admin would have them.
 */
async function keptOf(request: APIRequestContext, role: StaffRole): Promise<Kept> {
  if (existsSync(appFile(role))) {
    const { secret, lastStep, token } = JSON.parse(readFileSync(appFile(role), "utf8"));
    return { authenticator: new Authenticator(secret, lastStep), token };
  }
  const login = await request.post("/api/auth/login", {
    data: { email: staffEmail(role), password: staffPassword },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const { authenticator } = await enrolTotp(apiOf(request), token);
  const kept = { authenticator, token };
  keep(role, kept);
  return kept;
}

/**
 * A code the API has not accepted yet. Each code is accepted once and one step ahead at most, so when this app's
 * codes of the moment are spent it waits for the next one, as a person at the screen would.
 */
async function freshCode(authenticator: Authenticator): Promise<string> {
  const nextStepStartsAt = authenticator.lastUsedStep * 30_000;
  if (nextStepStartsAt > Date.now())
    await new Promise((resolve) => setTimeout(resolve, nextStepStartsAt - Date.now()));
  return authenticator.code();
}

/** A live session of the staff member; when the kept one has ended, a new sign-in with the second step. */
export async function staffToken(request: APIRequestContext, role: StaffRole): Promise<string> {
  const kept = await keptOf(request, role);
  const me = await request.get("/api/user", { headers: { token: `Bearer ${kept.token}` } });
  if (me.ok()) return kept.token;
  const first = await request.post("/api/auth/login", {
    data: { email: staffEmail(role), password: staffPassword },
  });
  const { mfaToken } = (await first.json()) as { mfaToken: string };
  const second = await request.post("/api/auth/login/mfa", {
    data: { mfaToken, code: await freshCode(kept.authenticator) },
  });
  expect(second.ok(), await second.text()).toBe(true);
  const { token } = (await second.json()) as { token: string };
  keep(role, { authenticator: kept.authenticator, token });
  return token;
}

/** Signs in on the usual page, as staff do. */
export async function signIn(page: Page, email: string, password = staffPassword): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email address or account number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Signs a staff member in on the usual page: the password, then the code their authenticator app shows. */
export async function signInAsStaff(page: Page, role: StaffRole): Promise<void> {
  const kept = await keptOf(page.request, role);
  await signIn(page, staffEmail(role));
  await expect(page.getByRole("heading", { level: 1, name: "2-Step Verification" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(await freshCode(kept.authenticator));
  keep(role, kept);
  await page.getByRole("button", { name: "Verify" }).click();
}
