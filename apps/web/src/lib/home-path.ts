import type { CurrentUser } from "@larkspur/shared/schemas/user";

/** Operators and admins work in the back office; customers never see it. */
export function isStaff(user: Pick<CurrentUser, "role"> | null): boolean {
  return user?.role === "operator" || user?.role === "admin";
}

/** Where a signed-in user belongs: staff in the back office, customers on their dashboard. */
export function homePathFor(user: Pick<CurrentUser, "role"> | null): string {
  return isStaff(user) ? "/admin" : "/dashboard";
}
