import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { lingui } from "./lingui-plugins.ts";
import { productCounts } from "./product-counts-plugin.ts";

// Under Node, "react-router" and "react-router/dom" resolve to different builds (CommonJS and ES modules), which
// would give the app two router contexts; point both at the same ES module build, as the browser bundle does.
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router")), "..");

export default defineProject({
  plugins: [react(), ...lingui(), productCounts()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(routerDist, "development/index.mjs") },
      { find: /^react-router\/dom$/, replacement: path.join(routerDist, "development/dom-export.mjs") },
    ],
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // The files of a worker share loaded modules (each test cleans up the page, storage, mocks and session after
    // itself): loading React, the router and the catalogues again for every file took longer than the tests.
    isolate: false,
    // Page tests render whole routes; on a loaded two-core machine the slowest take several seconds.
    testTimeout: 30_000,
  },
});
