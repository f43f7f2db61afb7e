import "@fontsource-variable/inter";
import "./index.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, routerReady } from "./app/app";
import { useSession } from "./lib/session-store";
import { startSession } from "./lib/start-session";

// Started before the first render, so the preloader is the first thing on screen and no guard decides early.
void startSession();

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives prerendered for a visitor without a stored sign-in (prerender/render-page.tsx). Without a
// stored token the start-up settles at once in that same state, so the page is hydrated once the router has its
// code. A visitor with a stored sign-in gets the app rendered afresh: the preloader, then their own header.
if (container.hasAttribute("data-prerendered") && useSession.getState().ready) {
  void routerReady().then(() => hydrateRoot(container, app));
} else {
  container.replaceChildren();
  delete document.documentElement.dataset.session;
  createRoot(container).render(app);
}
