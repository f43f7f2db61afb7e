import { useLayoutEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { Preloader } from "../components/preloader";
import { useSession } from "../lib/session-store";

/** Holds every page back until the session start-up has settled, and starts each new page at the top. */
export function RootLayout() {
  const ready = useSession((state) => state.ready);
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    if (pathname) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return ready ? <Outlet /> : <Preloader />;
}
