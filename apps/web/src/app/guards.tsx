import { Navigate, Outlet } from "react-router";
import { useIsSignedIn } from "../lib/session-store";

/** Account screens: a signed-out visitor is sent to sign in. */
export function RequireSignedIn() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Sign-in, sign-up and recovery screens: a signed-in customer has nothing to do there. */
export function RequireSignedOut() {
  return useIsSignedIn() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
