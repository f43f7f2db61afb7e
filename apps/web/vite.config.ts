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
  // Every browser the app supports understands modulepreload, so the polyfill would only add bytes to the entry.
  build: { outDir: "dist", emptyOutDir: true, modulePreload: { polyfill: false } },
});
