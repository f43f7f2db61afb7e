import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { defaultLocale, isLocale, type Locale, locales } from "@larkspur/shared/locales";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import { localeOfAcceptLanguage } from "../lib/i18n";
import { policyForEveryRoute } from "./access";
import { policies } from "./policies";

/**
 * The public pages the web build wrote as HTML (apps/web/prerender-plugin.ts), by language and address: English in
 * `prerendered/`, each other language in `prerendered/<language>/`.
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const locale of locales) {
    const folder = locale === defaultLocale ? "prerendered" : `prerendered/${locale}`;
    const dir = path.join(distDir, folder);
    const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(".html")) : [];
    for (const file of files) {
      const address = file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`;
      pages.set(`${locale} ${address}`, `${folder}/${file}`);
    }
  }
  return pages;
}

/**
 * The web build's inline scripts as Content-Security-Policy sources (`'sha256-…'`), listed by the build
 * (apps/web/prerender-plugin.ts); none without a build.
 */
export function inlineScriptSources(distDir: string): string[] {
  const file = path.join(distDir, "inline-scripts.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
}

/**
 * Whether the app has a page at an address, from the patterns the build listed (apps/web/prerender-plugin.ts,
 * `app-paths.json`): ":name" stands for one segment. Without the list (an older build) every address is a page.
 */
function appPages(distDir: string): (address: string) => boolean {
  const file = path.join(distDir, "app-paths.json");
  if (!existsSync(file)) return () => true;
  const patterns = (JSON.parse(readFileSync(file, "utf8")) as string[]).map((pattern) => pattern.split("/"));
  return (address) => {
    const segments = address.replace(/(.)\/+$/, "$1").split("/");
    return patterns.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
    );
  };
}

/** The cookie the web app sets when a visitor picks a language (apps/web/src/lib/i18n.ts). */
const languagePickCookie = "larkspur-language";

/** The visitor's language for a public page: their pick in the web app, else their browser's Accept-Language. */
function visitorLocale(request: FastifyRequest): Locale {
  const picked = request.headers.cookie
    ?.split(";")
    .map((pair) => pair.trim().split("="))
    .find(([name]) => name === languagePickCookie)?.[1];
  return isLocale(picked) ? picked : localeOfAcceptLanguage(request.headers["accept-language"]);
}

/**
 * Serves the built web app. A public page the build prerendered gets its own HTML, in the visitor's language; any
 * other GET outside /api that is not a file gets index.html (the SPA's router decides), with 404 at an address the
 * app has no page for, where the app shows its not-found page.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, "index.html"))) {
    app.log.warn(`No web build at ${distDir}: serving the API only`);
    return;
  }
  const pages = prerenderedPages(distDir);
  const isAppPage = appPages(distDir);
  await app.register(async (web) => {
    policyForEveryRoute(web, policies.anyone);
    await web.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): compressed once, not per request.
      preCompressed: true,
      // Otherwise send's own `max-age=0` replaces the headers below.
      cacheControl: false,
      setHeaders(res, filePath) {
        // One address answers brotli, gzip or plain bytes, whichever the browser accepts; a public page, in the
        // language the visitor picked or their browser asks for.
        res.setHeader(
          "vary",
          filePath.includes(`${path.sep}prerendered${path.sep}`)
            ? "accept-encoding, accept-language, cookie"
            : "accept-encoding",
        );
        // Vite fingerprints assets, so they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
    web.get("/*", { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith("/api/") || request.url === "/api") {
        throw new AppError("not_found", "error.notFound");
      }
      const address = request.url.split("?")[0] ?? "";
      const page =
        pages.get(`${visitorLocale(request)} ${address}`) ??
        pages.get(`${defaultLocale} ${address}`) ??
        "index.html";
      return reply
        .code(isAppPage(address) ? 200 : 404)
        .header("cache-control", "no-cache")
        .sendFile(page);
    });
  });
}
