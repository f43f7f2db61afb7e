import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    modulePreload: {
      // Every browser the app supports understands modulepreload; the polyfill would only add bytes to the entry.
      polyfill: false,
      // index.html still preloads what the entry imports. Lists for lazy chunks would be written into the entry and
      // grow it with every page added; the home page's first-load budget (110 KB gzip) matters more than saving
      // one round trip when a page's shared chunks are first fetched.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
    },
  },
});
