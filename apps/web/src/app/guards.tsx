import { Navigate, Outlet, useLocation } from "react-router";
import { isStaff, landingPathFor, type ReturnState } from "../lib/home-path";
import { useCurrentUser, useIsSignedIn } from "../lib/session-store";

/** Account screens: a signed-out visitor is sent to sign in, and comes back here afterwards (a shared /pay link). */
export function RequireSignedIn() {
  const { pathname, search } = useLocation();
  const state: ReturnState = { returnTo: `${pathname}${search}` };
  return useIsSignedIn() ? <Outlet /> : <Navigate to="/login" replace state={state} />;
}

/** Sign-in, sign-up and recovery screens: a signed-in user has nothing to do there, and goes where they were headed. */
export function RequireSignedOut() {
  const user = useCurrentUser();
  const { state } = useLocation();
  return useIsSignedIn() ? <Navigate to={landingPathFor(user, state)} replace /> : <Outlet />;
}

/** The customer's own screens: staff work in the back office instead. */
export function RequireCustomer() {
  return isStaff(useCurrentUser()) ? <Navigate to="/admin" replace /> : <Outlet />;
}

/** The back office: a customer never sees it, not even its frame. */
export function RequireStaff() {
  return isStaff(useCurrentUser()) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}

/** Staff management: admins only; an operator is sent back to the review queue. */
export function RequireAdmin() {
  return useCurrentUser()?.role === "admin" ? <Outlet /> : <Navigate to="/admin" replace />;
}
