import "@fontsource-variable/inter";
import "./index.css";
import { defaultLocale } from "@larkspur/shared/locales";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, routerReady } from "./app/app";
import { activateLocale, startingLocale } from "./lib/i18n";
import { followSavedLanguage } from "./lib/saved-language";
import { useSession } from "./lib/session-store";
import { startSession } from "./lib/start-session";

// Started before the first render, so the preloader is the first thing on screen and no guard decides early.
void startSession();
followSavedLanguage();

const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const locale = startingLocale(useSession.getState().user.currentUser?.language);

// A public page arrives prerendered, in English, for a visitor without a stored sign-in (prerender/render-page.tsx).
// Without a stored token the start-up settles at once in that same state, so an English page is hydrated once the
// router has its code. A visitor with a stored sign-in or another language gets the app rendered afresh in it
// (public/session-hint.js keeps the English page hidden from them meanwhile).
// Decided now: by the time the texts have arrived, a stored sign-in may have settled too, in a state the page
// was not rendered in.
const hydrate =
  container.hasAttribute("data-prerendered") && useSession.getState().ready && locale === defaultLocale;
void activateLocale(locale).then(() => {
  if (hydrate) {
    void routerReady().then(() => hydrateRoot(container, app));
  } else {
    container.replaceChildren();
    delete document.documentElement.dataset.session;
    delete document.documentElement.dataset.language;
    createRoot(container).render(app);
  }
});
