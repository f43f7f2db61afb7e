import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { prerender } from "./prerender-plugin.ts";

// The API runs on port 3000 (`npm run dev -w apps/api`); in dev and preview the web app reaches it same-origin.
const api = "http://localhost:3000";
const proxy = { "/api": api, "/dev": api };

/**
 * Writes a .br and a .gz beside every text file of the build; the API serves them to browsers that accept them
 * (@fastify/static `preCompressed`), so a phone on a slow network downloads about a third of the bytes.
 */
function precompress(): Plugin {
  return {
    name: "larkspur-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? "dist", fileName);
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** The chunks a signed-in customer lands on: the session layouts and the dashboard. */
const signedInLanding = /\/(query-layout|signed-in-layout|dashboard-page)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), prerender()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    modulePreload: {
      // Every browser the app supports understands modulepreload; the polyfill would only add bytes to the entry.
      polyfill: false,
      // index.html still preloads what the entry imports. Lists for lazy chunks are written into the entry and
      // would grow it with every page added, so only the signed-in landing page has one: the dashboard's code is
      // nine imports deep, and fetched level by level it arrives long after its data.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === "html" || signedInLanding.test(file) ? deps : [],
    },
  },
});
