import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { ApiError, isSessionEnded } from "./api-error";
import { useSession } from "./session-store";
import { toastError } from "./toast";

declare global {
  interface Window {
    /** The start-up read the shell's head script began with the stored token (prerender-plugin.ts). */
    larkspurStartupRead?: { token: string; response: Promise<Response> };
  }
}

/**
 * The current user for `token`: from the head script's read when it used this token, else read now. The API client
 * is fetched here, while that read is under way, so that a visitor who is not signed in never loads it.
 */
async function readCurrentUser(token: string): Promise<CurrentUser> {
  const early = window.larkspurStartupRead;
  delete window.larkspurStartupRead;
  const { api, parseResponse } = await import("./api-client");
  if (early?.token === token) return parseResponse<CurrentUser>(await early.response);
  return api.get<CurrentUser>("/api/user");
}

/**
 * The start-up check: a stored token is exchanged for the current user; no token means signed
 * out; a token the server rejects is forgotten. Until it settles, `ready` stays false and the app shows the
 * preloader, so neither the wrong header nor a guarded page flashes.
 */
export async function startSession(): Promise<void> {
  const session = useSession.getState();
  session.startLoading();
  try {
    if (!session.token) {
      session.loadUser(null);
      return;
    }
    const user = await readCurrentUser(session.token);
    useSession.getState().loadUser(user);
  } catch (error) {
    if (isSessionEnded(error)) {
      // "Token is not valid!": ended, revoked or unknown; it can never work again.
      useSession.getState().endSession();
    } else if (error instanceof ApiError && error.status === 401) {
      useSession.getState().signOut();
    } else {
      // The server could not be reached: signed out for now, but a reload may still succeed with the token.
      useSession.getState().loadUser(null);
      toastError(error);
    }
  } finally {
    useSession.getState().markReady();
  }
}
