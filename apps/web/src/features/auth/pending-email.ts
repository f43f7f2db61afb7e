/**
 * The address waiting for its sign-up code, between sign-up (or an unverified sign-in) and the code screen. Kept in
 * this tab's session storage: it survives a reload but never appears in the URL, history or server logs.
 */
const key = "larkspur.pending-email";

export function rememberPendingEmail(email: string): void {
  sessionStorage.setItem(key, email);
}

export function pendingEmail(): string | null {
  return sessionStorage.getItem(key);
}

export function forgetPendingEmail(): void {
  sessionStorage.removeItem(key);
}
