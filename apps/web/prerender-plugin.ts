import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type Rolldown } from "vite";
import { lingui } from "./lingui-plugins.ts";
import { productCounts } from "./product-counts-plugin.ts";

const entry = "src/prerender/render-page.tsx";
const emptyRoot = '<div id="root"></div>';

function writePage(file: string, html: string): void {
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Where a prerendered path's page in a language is written in the build: English at the top, each other language
 * in a folder of its own. apps/api/src/plugins/web-app.ts serves the one in the visitor's language.
 */
export function prerenderedFile(urlPath: string, locale: string, inFolder: boolean): string {
  const name = `${urlPath === "/" ? "index" : urlPath.slice(1)}.html`;
  return inFolder ? `prerendered/${locale}/${name}` : `prerendered/${name}`;
}

/** The lazy route parts a signed-in customer lands on (src/app/routes.tsx): the dashboard and what frames it. */
const signedInLanding = [
  "src/app/query-layout.tsx",
  "src/app/layouts/signed-in-layout.tsx",
  "src/features/dashboard/components/dashboard-page.tsx",
  "src/features/dashboard/api/dashboard-loader.ts",
];

/** The chunks the signed-in landing fetches besides the entry's own, which index.html already loads. */
function signedInLandingChunks(root: string, bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === "chunk") chunks.set(output.fileName, output);
  const closure = (files: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
    };
    for (const file of files) visit(file);
    return seen;
  };
  const landing = signedInLanding.map((module) => path.resolve(root, module));
  // A part may share its chunk with others (vite.config.ts groups the landing's code in a few).
  const starts = [...chunks.values()].filter((chunk) => chunk.moduleIds.some((id) => landing.includes(id)));
  if (!landing.every((module) => starts.some((chunk) => chunk.moduleIds.includes(module))))
    throw new Error("a chunk of the signed-in landing is missing");
  const entry = closure([...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return [...closure(starts.map((chunk) => chunk.fileName))].filter((file) => !entry.has(file));
}

/** The parts of the texts the signed-in landing renders with (src/app/routes.tsx, src/lib/i18n.ts). */
const signedInLandingTexts = ["site", "forms", "landing"];

/**
 * The chunks of those texts, by language: the app asks for them only once its own code has run, a round trip after
 * the landing's chunks, so the shell fetches them alongside in the language the stored user saved.
 */
function signedInLandingCatalogues(root: string, bundle: Rolldown.OutputBundle): Record<string, string[]> {
  const localesDir = path.resolve(root, "src/locales");
  const byLocale: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== "chunk" || !output.facadeModuleId) continue;
    const [part = "", file = "", ...deeper] = path
      .relative(localesDir, output.facadeModuleId)
      .split(path.sep);
    if (deeper.length > 0 || !signedInLandingTexts.includes(part) || !file.endsWith(".po")) continue;
    const locale = file.slice(0, -".po".length);
    byLocale[locale] = [...(byLocale[locale] ?? []), output.fileName];
  }
  const parts = Object.values(byLocale);
  if (parts.length === 0 || parts.some((files) => files.length !== signedInLandingTexts.length))
    throw new Error("a part of the signed-in landing's texts is missing");
  return byLocale;
}

/** The pages whose first render shows the first page of the customer's history. */
const historyPages = ["/dashboard", "/transactions"];

/**
 * The shell's head script: with a stored sign-in it starts the reads and chunk fetches of the signed-in landing,
 * its texts in the user's saved language among them, alongside the entry
 * (docs/architecture.md#the-web-apps-first-load). start-session.ts and transactions-query.ts take the reads over.
 */
function signedInPreloadScript(
  files: string[],
  catalogues: Record<string, string[]>,
  historyPageQuery: string,
): string {
  return `try {
  const stored = JSON.parse(localStorage.getItem("larkspur"))?.state;
  const token = stored?.token;
  if (token) {
    const read = (path) => {
      const response = fetch(path, {
        credentials: "same-origin",
        headers: { Accept: "application/json", token: "Bearer " + token },
      });
      response.catch(() => {});
      return response;
    };
    window.larkspurStartupRead = { token, response: read("/api/user") };
    const userId = stored.user?.currentUser?._id;
    if (typeof userId === "string" && ${JSON.stringify(historyPages)}.includes(location.pathname)) {
      const path = "/api/transaction/" + encodeURIComponent(userId) + ${JSON.stringify(`?${historyPageQuery}`)};
      window.larkspurHistoryRead = { token, userId, response: read(path) };
    }
    const texts = ${JSON.stringify(catalogues)}[stored.user?.currentUser?.language];
    for (const file of [...${JSON.stringify(files)}, ...(Array.isArray(texts) ? texts : [])]) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = "/" + file;
      document.head.append(link);
    }
  }
} catch {}
`;
}

/**
 * The shell with its stylesheet inline, so the preloader paints with the HTML
 * (docs/architecture.md#the-web-apps-first-load).
 */
function withInlineStylesheet(shell: string, outDir: string): string {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w-]+\.css)">/.exec(shell);
  if (!link) throw new Error("the shell links no stylesheet");
  const css = readFileSync(path.join(outDir, link[1]!), "utf8");
  return shell.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * The build's inline scripts, as Content-Security-Policy sources (`'sha256-…'`), for the API to allow
 * (apps/api/src/plugins/web-app.ts); no other inline script runs.
 */
const inlineScriptsFile = "inline-scripts.json";

/** The addresses the app has pages for, for the API to answer 404 at any other (apps/api/src/plugins/web-app.ts). */
const appPathsFile = "app-paths.json";

const cspHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** The script without its comment lines: they explain the source, not the page, which carries it on every visit. */
const withoutLineComments = (script: string) =>
  script
    .split("\n")
    .filter((line) => !line.trim().startsWith("//"))
    .join("\n")
    .trim();

/**
 * After the client build: builds src/prerender/render-page.tsx for Node, renders the preloader into the built
 * index.html and each public page into a copy of it, and writes each with its .br and .gz beside it.
 */
export function prerender(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "larkspur-prerender",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // Inside node_modules, so the server build's imports of react and react-router resolve as installed.
      const serverDir = path.join(root, "node_modules/.larkspur-prerender");
      await build({
        root,
        configFile: false,
        logLevel: "warn",
        plugins: [react(), ...lingui(), productCounts()],
        build: { ssr: entry, outDir: serverDir, emptyOutDir: true },
      });
      const renderer = await import(pathToFileURL(path.join(serverDir, "render-page.js")).href);
      const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
      const preload = signedInPreloadScript(
        signedInLandingChunks(root, bundle),
        signedInLandingCatalogues(root, bundle),
        renderer.historyPageQuery(),
      );
      // Every other address gets the shell, which now paints the preloader before the app's code arrives. Signed-in
      // pages are among them, so for a stored sign-in the shell also starts the user's read and the landing's code.
      // Inline, the script runs as the parser reaches it: as a file it was fetched at low priority and ran only
      // after the first paint, so the landing's chunks were asked for a round trip after the entry.
      writePage(
        path.join(outDir, "index.html"),
        withInlineStylesheet(shell, outDir)
          .replace("</title>", () => `</title>\n    <script>${preload}</script>`)
          .replace(emptyRoot, `<div id="root">${await renderer.renderPreloader()}</div>`),
      );
      // A prerendered page is signed-out: session-hint.js hides it from a visitor with a stored sign-in. It must run
      // before the first paint, so it stands inline too. Both are allowed by their hashes (inlineScriptsFile).
      const sessionHint = withoutLineComments(readFileSync(path.join(root, "session-hint.js"), "utf8"));
      writeFileSync(
        path.join(outDir, inlineScriptsFile),
        `${JSON.stringify([cspHash(sessionHint), cspHash(preload)])}\n`,
      );
      // Each page brings its stylesheet inline, as the shell does: one round trip fewer before it paints. A visitor
      // loads one of them and moves on inside the app, so a linked stylesheet would rarely be reused from the cache.
      const template = withInlineStylesheet(
        shell.replace("</title>", () => `</title>\n    <script>${sessionHint}</script>`),
        outDir,
      );
      writeFileSync(path.join(outDir, appPathsFile), `${JSON.stringify(renderer.appPathPatterns())}\n`);
      // Each page in each language, so a visitor's first paint is already in their language.
      const { defaultLocale, locales } = renderer as { defaultLocale: string; locales: string[] };
      for (const locale of locales) {
        for (const urlPath of renderer.prerenderedPaths as string[]) {
          const { markup, title }: { markup: string; title: string } = await renderer.renderPage(
            urlPath,
            locale,
          );
          if (!title) throw new Error(`${urlPath} names no page title`);
          const file = path.join(outDir, prerenderedFile(urlPath, locale, locale !== defaultLocale));
          mkdirSync(path.dirname(file), { recursive: true });
          const page = template
            .replace(`<html lang="${defaultLocale}">`, `<html lang="${locale}">`)
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
            .replace(emptyRoot, `<div id="root" data-prerendered="${locale}">${markup}</div>`);
          writePage(file, page);
        }
      }
      rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
