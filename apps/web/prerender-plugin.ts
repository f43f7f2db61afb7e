import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";

const entry = "src/prerender/render-page.tsx";
const emptyRoot = '<div id="root"></div>';

function writePage(file: string, html: string): void {
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

/** Where a prerendered path's page is written in the build; apps/api/src/plugins/web-app.ts serves it. */
export function prerenderedFile(urlPath: string): string {
  return `prerendered/${urlPath === "/" ? "index" : urlPath.slice(1)}.html`;
}

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
    async writeBundle() {
      // Inside node_modules, so the server build's imports of react and react-router resolve as installed.
      const serverDir = path.join(root, "node_modules/.larkspur-prerender");
      await build({
        root,
        configFile: false,
        logLevel: "warn",
        plugins: [react()],
        build: { ssr: entry, outDir: serverDir, emptyOutDir: true },
      });
      const renderer = await import(pathToFileURL(path.join(serverDir, "render-page.js")).href);
      const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
      // Every other address gets the shell, which now paints the preloader before the app's code arrives.
      writePage(
        path.join(outDir, "index.html"),
        shell.replace(emptyRoot, `<div id="root">${renderer.renderPreloader()}</div>`),
      );
      // A prerendered page is signed-out: public/session-hint.js hides it from a visitor with a stored sign-in.
      const template = shell.replace("</title>", '</title>\n    <script src="/session-hint.js"></script>');
      for (const urlPath of renderer.prerenderedPaths as string[]) {
        const markup: string = await renderer.renderPage(urlPath);
        const file = path.join(outDir, prerenderedFile(urlPath));
        mkdirSync(path.dirname(file), { recursive: true });
        writePage(file, template.replace(emptyRoot, `<div id="root" data-prerendered>${markup}</div>`));
      }
      rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
