import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "./api-client";
import { ApiError, isSessionEnded } from "./api-error";
import { useSession } from "./session-store";

export const currentUserKey = ["current-user"] as const;

export function fetchCurrentUser(): Promise<CurrentUser> {
  return api.get<CurrentUser>("/api/user");
}

/**
 * The signed-in customer fresh from the server (the balance moves while the app is open), kept in the session
 * store too so the header and every page agree. An answer that refuses the token signs the customer out; the
 * profile page does so on any error answer. A dropped connection leaves the session alone.
 * `staleTime` lets a page use an answer that young instead of reading the user again.
 */
export function useCurrentUserQuery({ signOutOnAnyAnswer = false, staleTime = 0 } = {}) {
  const query = useQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser, staleTime });
  const { data, error } = query;

  useEffect(() => {
    if (data) useSession.getState().loadUser(data);
  }, [data]);

  useEffect(() => {
    // A refused token has already ended the session (api-client), which /login then explains.
    if (isSessionEnded(error)) return;
    if (error instanceof ApiError && (signOutOnAnyAnswer || error.status === 401)) {
      useSession.getState().signOut();
    }
  }, [error, signOutOnAnyAnswer]);

  return query;
}
