import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { mockingTests } from "./apps/api/vitest.config.ts";

/** With TEST_DATABASE_URL, the API suite runs a second time on PostgreSQL, plus the tests only PostgreSQL can run. */
const postgresUrl = process.env.TEST_DATABASE_URL;

function onPostgres(
  name: string,
  files: Partial<TestProjectInlineConfiguration["test"]>,
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: "apps/api",
      env: { LARKSPUR_TEST_DB: "postgres" },
      globalSetup: ["test/support/postgres-template.ts"],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      ...files,
    },
  };
}

export default defineConfig({
  test: {
    // Most test time is spent waiting on databases, timers and the mail worker, not on the two cores.
    maxWorkers: 4,
    projects: [
      "packages/shared",
      "apps/web",
      "apps/api/vitest.config.ts",
      "apps/api/vitest.mocked.config.ts",
      ...(postgresUrl
        ? [
            onPostgres("api-postgres", {
              include: ["test/**/*.test.ts", "src/**/*.test.ts"],
              exclude: [mockingTests, "**/node_modules/**"],
              isolate: false,
            }),
            onPostgres("api-postgres-mocked", { include: [mockingTests] }),
          ]
        : []),
    ],
  },
});
