import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { activateLocale, loadCataloguePart } from "../lib/i18n";

// The first visit to a lazy route compiles its modules on the fly; on a two-core machine kept busy by other work that
// takes well over the default second. A wait that succeeds ends as soon as it does, so only a failing test is slower.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lays nothing out and has no media queries or observers; the carousel and menus only need them to exist.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

Object.assign(globalThis, { ResizeObserver: NoopObserver, IntersectionObserver: NoopObserver });

window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

window.scrollTo = vi.fn() as typeof window.scrollTo;

// Radix menus use pointer capture and scroll the highlighted item into view.
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  releasePointerCapture: () => {},
  scrollIntoView: () => {},
});

// Pages render in English unless a test switches the language. The catalogues compile on their first import, which
// on a loaded machine can take longer than a page test waits for its page; here it has its own time.
beforeAll(async () => {
  await activateLocale("en-US");
  await loadCataloguePart("more");
  await loadCataloguePart("forms");
  await loadCataloguePart("landing");
  await loadCataloguePart("account");
  await loadCataloguePart("backoffice");
  // A public page fetches its idle-time parts all at once (lib/lazy-when-idle.ts), and they share modules (the
  // carousel). On a loaded machine the module loader under these tests has handed one of such racing imports a
  // module still being evaluated, which failed the page, and left the next page waiting; loaded here one after
  // another, the page tests find them ready.
  await import("../app/layouts/site-footer");
  await import("../components/language-picker");
  await import("../features/marketing/components/hero-carousel");
  await import("../features/marketing/components/home-sections");
}, 60_000);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
