import { defaultLocale, type Locale } from "@larkspur/shared/locales";
import { StrictMode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { pathPatterns } from "../app/path-patterns";
import { Providers } from "../app/providers";
import { createRoutes } from "../app/routes";
import { Preloader } from "../components/preloader";
import { activateLocale } from "../lib/i18n";
import { renderedTitle } from "../lib/use-page-title";

/** The languages each page is written in; English's pages at the top of the folder, the others' in their own. */
export { defaultLocale, locales } from "@larkspur/shared/locales";

/** The query of the first page of the history, which the shell's head script reads for the pages that show it. */
export { pageQuery as historyPageQuery } from "../lib/transactions-query";

/**
 * The public pages the build writes as HTML, so they paint before any JavaScript runs; main.tsx then hydrates
 * them. Each is rendered for a visitor without a stored sign-in (session-store.ts, prerenderedState).
 */
export const prerenderedPaths = [
  "/",
  "/about-us",
  "/contact-us",
  "/fees",
  "/help",
  "/login",
  "/signup",
  "/forgot-password",
];

/** The addresses the app has pages for, listed by the build for the API (apps/web/prerender-plugin.ts). */
export const appPathPatterns = () => pathPatterns(createRoutes());

/**
 * The markup and tab title of the app at `path` in `locale`, every lazy part included, as the browser's first render in that
 * language will produce it (main.tsx hydrates a page only for a visitor who gets its language).
 */
export async function renderPage(path: string, locale: Locale): Promise<{ markup: string; title: string }> {
  await activateLocale(locale);
  renderedTitle.current = "";
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} answered a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    // One piece: otherwise React moves large parts to the end of the page with inline scripts to put them back.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return { markup: Buffer.concat(chunks).toString("utf8"), title: renderedTitle.current };
}

/** What every other address shows until the app has started; the app replaces it with its own (main.tsx). */
export async function renderPreloader(): Promise<string> {
  await activateLocale(defaultLocale);
  return renderToStaticMarkup(
    <Providers>
      <Preloader />
    </Providers>,
  );
}
