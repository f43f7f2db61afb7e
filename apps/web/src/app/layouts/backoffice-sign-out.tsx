import { Trans } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import { buttonClass } from "../../components/button-styles";
import { useLogout } from "../../features/auth/api/logout";

/** The back office's Sign Out button. */
export function BackofficeSignOut() {
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className={buttonClass("outline", "sm")}
    >
      <LogOut className="size-4" aria-hidden="true" />
      <Trans>Sign Out</Trans>
    </button>
  );
}
