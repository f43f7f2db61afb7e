import "./fonts.css";
import "./index.css";
import { StrictMode, startTransition } from "react";
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

// A public page arrives prerendered for a visitor without a stored sign-in, in the language the server guessed
// (prerender/render-page.tsx, the API's web-app.ts). Without a stored token the start-up settles at once in that
// same state, so a page in the visitor's language is hydrated once the router has its code. A visitor with a stored
// sign-in or another language gets the app rendered afresh in it (session-hint.js, inline in the page's head,
// keeps the page hidden from them meanwhile).
// Decided now: by the time the texts have arrived, a stored sign-in may have settled too, in a state the page
// was not rendered in.
const hydrate = container.dataset.prerendered === locale && useSession.getState().ready;
void activateLocale(locale).then(() => {
  if (hydrate) {
    // The page is on screen already, so hydrating it can be a transition too: React hydrates in slices and yields
    // to the browser between them; an event on a part not yet hydrated makes React hydrate that part first.
    void routerReady().then(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    delete document.documentElement.dataset.session;
    delete document.documentElement.dataset.language;
    const root = createRoot(container);
    // The shell's preloader stays on screen until the first commit, where React clears the container, so the first
    // render can be a transition: React yields to the browser every few milliseconds instead of holding the main
    // thread for all of it. A prerendered page in another state or language must not show meanwhile.
    if (container.dataset.prerendered) {
      container.replaceChildren();
      root.render(app);
    } else {
      startTransition(() => root.render(app));
    }
  }
});
