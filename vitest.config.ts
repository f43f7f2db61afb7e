import { defineConfig } from "vitest/config";

/** With TEST_DATABASE_URL, the API suite runs a second time on PostgreSQL, plus the tests only PostgreSQL can run. */
const postgresUrl = process.env.TEST_DATABASE_URL;

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
            {
              // Each file isolated: here requests really run side by side, and no file should meet another's modules.
              test: {
                name: "api-postgres",
                root: "apps/api",
                include: ["test/**/*.test.ts", "src/**/*.test.ts"],
                env: { LARKSPUR_TEST_DB: "postgres" },
                globalSetup: ["test/support/postgres-template.ts"],
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
