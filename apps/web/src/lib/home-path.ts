import type { CurrentUser } from "@larkspur/shared/schemas/user";

/** Operators and admins work in the back office; customers never see it. */
export function isStaff(user: Pick<CurrentUser, "role"> | null): boolean {
  return user?.role === "operator" || user?.role === "admin";
}

/** Where a signed-in user belongs: staff in the back office, customers on their dashboard. */
export function homePathFor(user: Pick<CurrentUser, "role"> | null): string {
  return isStaff(user) ? "/admin" : "/dashboard";
}

/** What /login is given by the page that sent a signed-out visitor there. */
export interface ReturnState {
  returnTo: string;
}

/**
 * Where a user goes once signed in: back to the customer's page that sent them to sign in (one of ours, never
 * another site), else their home.
 */
export function landingPathFor(user: Pick<CurrentUser, "role"> | null, state: unknown): string {
  const returnTo = (state as Partial<ReturnState> | null)?.returnTo;
  const ours = typeof returnTo === "string" && returnTo.startsWith("/") && !returnTo.startsWith("//");
  return ours && !isStaff(user) ? returnTo : homePathFor(user);
}
