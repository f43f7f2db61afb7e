import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";
import { policyForEveryRoute } from "./access";
import { policies } from "./policies";

/** The public pages the web build wrote as HTML (apps/web/prerender-plugin.ts), by their address. */
function prerenderedPages(distDir: string): Map<string, string> {
  const dir = path.join(distDir, "prerendered");
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(".html")) : [];
  return new Map(
    files.map((file) => [
      file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`,
      `prerendered/${file}`,
    ]),
  );
}

/**
 * Serves the built web app. A public page the build prerendered gets its own HTML; any other GET outside /api that
 * is not a file gets index.html (the SPA's router decides).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, "index.html"))) {
    app.log.warn(`No web build at ${distDir}: serving the API only`);
    return;
  }
  const pages = prerenderedPages(distDir);
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
        // One address answers brotli, gzip or plain bytes, whichever the browser accepts.
        res.setHeader("vary", "accept-encoding");
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
      const page = pages.get(request.url.split("?")[0] ?? "") ?? "index.html";
      return reply.header("cache-control", "no-cache").sendFile(page);
    });
  });
}
