import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API runs on port 3000 (`npm run dev -w apps/api`); in dev and preview the web app reaches it same-origin.
const api = "http://localhost:3000";
const proxy = { "/api": api, "/dev": api };

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
