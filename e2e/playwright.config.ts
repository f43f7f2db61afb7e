import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { createStaffCommands } from "./support/staff";

// E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// A fresh database per run. Workers load this file again but inherit the variable, so they reuse the folder.
process.env.LARKSPUR_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "larkspur-e2e-"));

// Most of a browser test is waiting on the server, the mail worker and timers, so two run side by side.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  workers,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: in CI the browser tests share two cores with the API tests. Figures the product promises (a live
  // update within 2 s) are asserted with their own timeouts.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // PGlite lets one process at a time open the data folder, so the staff are created before the server starts.
    command: `${createStaffCommands(workers)} && node ../scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stderr: "pipe",
    // The tests read codes from the dev mailbox, polling it while mail is on its way: far more often than a person.
    env: {
      PORT: String(port),
      DATA_DIR: process.env.LARKSPUR_E2E_DATA_DIR,
      MAILBOX_RATE_LIMIT_PER_MINUTE: "6000",
      // Every browser signs in from the same address; the per-address limit on sign-ins is tested in the API suite.
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      // The rates the tests use are loaded by hand, and a day the ECB published is never replaced by hand.
      FX_RATES_URL: "off",
    },
  },
});
