import { defineProject } from "vitest/config";

/**
 * Test files that replace a module with `vi.mock`: the mock would reach the files after them in a worker, so they run
 * isolated, in vitest.mocked.config.ts.
 */
export const mockingTests = "test/**/*.mocked.test.ts";

export default defineProject({
  test: {
    name: "api",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    exclude: ["**/*.pg.test.ts", mockingTests, "**/node_modules/**"],
    env: { LARKSPUR_TEST_DB: "pglite" },
    globalSetup: ["test/support/global-setup.ts"],
    // Each file builds its own app on its own database, so the files of a worker can share loaded modules: importing
    // the app again for every file cost more than the tests themselves.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
