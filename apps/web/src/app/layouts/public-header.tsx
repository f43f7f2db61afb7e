import { Link } from "react-router";
import { buttonClass } from "../../components/button-styles";
import { Logo } from "../../components/logo";
import { useIsSignedIn } from "../../lib/session-store";
import { MainNav } from "./main-nav";
import { publicNav } from "./nav-items";

/** The marketing header: a signed-in visitor gets a way back to the dashboard, anyone else Login and Sign Up. */
export function PublicHeader() {
  const signedIn = useIsSignedIn();
  const actions = signedIn ? (
    <Link to="/dashboard" className={buttonClass("primary")}>
      Dashboard
    </Link>
  ) : (
    <>
      <Link to="/login" className={buttonClass("outline")}>
        Login
      </Link>
      <Link to="/signup" className={buttonClass("primary")}>
        Sign Up
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur">
      <div className="page-container relative flex h-16 items-center justify-between gap-4">
        <Link to="/" className="rounded-lg" aria-label="Larkspur home">
          <Logo />
        </Link>
        <div className="flex items-center gap-2 lg:gap-6">
          <MainNav items={publicNav} label="Main" actions={actions} />
          <div className="hidden items-center gap-2 sm:flex">{actions}</div>
        </div>
      </div>
    </header>
  );
}
