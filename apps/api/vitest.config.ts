import { defineProject } from "vitest/config";

/** Test files that replace a module with `vi.mock`; they run isolated, apart from the others (see below). */
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
