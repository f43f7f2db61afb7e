import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

export type StaffRole = "operator" | "admin";

export const staffPassword = "back office passphrase";

/**
 * The staff the e2e server starts with. Only the CLI can create the first admin, and it runs before the server.
 * The addresses carry the run's data folder name, so a run against a kept PostgreSQL database still gets new ones.
 */
export function staffEmail(role: StaffRole): string {
  const run = path.basename(process.env.LARKSPUR_E2E_DATA_DIR ?? "local").toLowerCase();
  return `${run}-${role}@example.com`;
}

/** The shell commands that create them (run from e2e/, against the same database as the server). */
export function createStaffCommands(): string {
  return (["admin", "operator"] as const)
    .map(
      (role) =>
        `npm --prefix .. run cli -- create-staff --email ${staffEmail(role)} --role ${role} --password '${staffPassword}'`,
    )
    .join(" && ");
}

export async function staffToken(request: APIRequestContext, role: StaffRole): Promise<string> {
  const login = await request.post("/api/auth/login", {
    data: { email: staffEmail(role), password: staffPassword },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Signs in on the usual page, as staff do. */
export async function signIn(page: Page, email: string, password = staffPassword): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email address or account number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
