import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    exclude: ["**/*.pg.test.ts", "**/node_modules/**"],
    env: { LARKSPUR_TEST_DB: "pglite" },
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
