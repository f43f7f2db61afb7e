import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/session-store";

/** Revokes the session token on the server. */
export function logout(): Promise<unknown> {
  return api.post("/api/auth/logout");
}

/**
 * Sign Out: revoke the token, forget it and the user, go home. The local sign-out happens even if
 * the server cannot be reached, so a customer can always leave.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { errorToast: false },
    onSettled: async () => {
      // Leave the guarded page first, and commit that at once (flushSync): otherwise the page's guard sees the
      // signed-out state before the home page is shown and sends the visitor to /login instead.
      await navigate("/", { replace: true, flushSync: true });
      useSession.getState().signOut();
      queryClient.clear();
    },
  });
}
