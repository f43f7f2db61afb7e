import { defineProject } from "vitest/config";
import { mockingTests } from "./vitest.config.ts";

/** The API tests that mock a module, each file with modules of its own, so no mock reaches another file. */
export default defineProject({
  test: {
    name: "api-mocked",
    include: [mockingTests],
    env: { LARKSPUR_TEST_DB: "pglite" },
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
