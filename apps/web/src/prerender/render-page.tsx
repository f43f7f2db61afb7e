import { defaultLocale } from "@larkspur/shared/locales";
import { StrictMode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "../app/providers";
import { createRoutes } from "../app/routes";
import { Preloader } from "../components/preloader";
import { activateLocale } from "../lib/i18n";

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

/** The markup of the app at `path`, every lazy part included, as the browser's first render will produce it. */
export async function renderPage(path: string): Promise<string> {
  // In English: main.tsx hydrates a prerendered page only for a visitor who gets English.
  await activateLocale(defaultLocale);
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
  return Buffer.concat(chunks).toString("utf8");
}

/** What every other address shows until the app has started; the app replaces it with its own (main.tsx). */
export async function renderPreloader(): Promise<string> {
  await activateLocale(defaultLocale);
  return renderToStaticMarkup(<Preloader />);
}
