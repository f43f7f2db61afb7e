import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const biome = path.join(repoRoot, "node_modules/.bin/biome");

/** A file that imports `names` (a namespace when none) from `source`, formatted as the linter wants it. */
const importing = (source: string, names?: string) =>
  names
    ? `import { ${names} } from "${source}";\n\nexport const used = [${names}];\n`
    : `import * as imported from "${source}";\n\nexport const used = imported;\n`;

/** Imports that cross a layer, each in a file where `npm run lint` must refuse it. */
const wrong: Record<string, string> = {
  "apps/api/src/modules/users/profile.routes.ts": importing("./users.repo"),
  "apps/api/src/modules/users/profile-sql.routes.ts": importing("kysely"),
  "apps/api/src/modules/mail/mailbox.routes.ts": importing("./mailbox.repo"),
  "apps/api/src/modules/users/profile.service.ts": importing("../../plugins/authenticate"),
  "apps/api/src/modules/users/profile-reply.service.ts": importing("fastify"),
  "apps/api/src/modules/users/profile.repo.ts": importing("./users.service"),
  "apps/api/src/modules/users/sessions-again.service.ts": importing(
    "../auth/sessions.repo",
    "sessionUserQuery",
  ),
  "apps/api/src/plugins/profile.ts": importing("../modules/users/users.repo"),
  "apps/api/src/plugins/profile-face.ts": importing("../modules/users/users.service"),
  "apps/api/src/modules/users/sign-out.service.ts": importing("../auth/sessions.service"),
  "apps/api/src/modules/users/balance.routes.ts": importing("../ledger/balances.service"),
  "apps/api/src/modules/users/sign-out-rows.service.ts": importing("../auth/sessions.repo", "revokeSession"),
  "apps/api/src/modules/users/audit.repo.ts": importing("../backoffice/audit.service"),
  "apps/api/src/modules/users/sessions-face.service.ts": importing("../auth", "sessionUserQuery"),
  "apps/api/src/modules/users/session-pieces.routes.ts": importing("../auth", "cutOffs"),
  "apps/api/src/modules/users/profile-sessions.repo.ts": importing("../auth/sessions.repo", "revokeSession"),
  "apps/web/src/features/auth/components/sign-in-form.tsx": importing(
    "../../transfers/api/initiate-transfer",
  ),
  "apps/web/src/features/auth/sign-in-hint.ts": importing("../transfers/transfer-form-schema"),
  "apps/web/src/components/sign-in-button.tsx": importing("../features/auth/api/logout"),
  "apps/web/src/lib/sign-in.ts": importing("../features/auth/api/logout"),
};

/** Reads of the time that do not come from `ctx.clock`, where `npm run lint` must refuse them. */
const wrongClock: Record<string, string> = {
  "apps/api/src/modules/users/profile-age.service.ts": "export const now = new Date();\n",
  "apps/api/src/modules/users/profile-ms.service.ts": "export const now = Date.now();\n",
};

/** Dates that are no reading of the clock, and the clock read outside the modules. */
const fineClock: Record<string, string> = {
  "apps/api/src/modules/users/profile-born.service.ts":
    "export const later = (at: Date) => new Date(at.getTime() + 1);\n",
  "apps/api/src/lib/wall-clock.ts": "export const now = () => new Date();\n",
};

/** Imports that keep to the layers, in the same places. */
const fine: Record<string, string> = {
  "apps/api/src/modules/users/profile-view.routes.ts": importing("./users.service"),
  "apps/api/src/modules/users/profile-lock.service.ts": importing("./users.repo"),
  "apps/api/src/modules/users/sign-out-face.service.ts": importing("../auth"),
  "apps/api/src/modules/users/balance-face.routes.ts": importing("../ledger/index"),
  "apps/api/src/modules/users/profile-time.service.ts": importing("../../lib/clock"),
  "apps/api/src/plugins/profile-view.ts": importing("../modules/users"),
  "apps/api/src/modules/transfers/history.repo.ts": importing("../auth", "sessionUserQuery"),
  "apps/api/src/modules/users/profile-limits.repo.ts": importing("../limits"),
  "apps/web/src/features/auth/components/sign-out-link.tsx": importing("../api/logout"),
  "apps/web/src/features/auth/sign-out-hint.ts": importing("../../lib/format"),
  "apps/web/src/app/sign-out-route.tsx": importing("../features/auth/api/logout"),
};

/**
 * Runs the linter as `npm run lint` does (`biome check`, with the repo's own configuration files) on a copy of those
 * files beside the fixtures, so nothing is written into the source tree.
 */
async function lint(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "larkspur-layers-"));
  try {
    for (const config of ["biome.jsonc", "apps/web/biome.jsonc", "apps/api/lint/one-clock.grit"]) {
      mkdirSync(path.dirname(path.join(dir, config)), { recursive: true });
      copyFileSync(path.join(repoRoot, config), path.join(dir, config));
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const run = await promisify(execFile)(biome, ["check", "--vcs-enabled=false", "--reporter=json", "."], {
      cwd: dir,
    }).then(
      ({ stdout }) => ({ failed: false, stdout }),
      (error: { stdout: string }) => ({ failed: true, stdout: error.stdout }),
    );
    const report = JSON.parse(run.stdout) as {
      diagnostics: { category: string; location: { path: string } }[];
    };
    return { failed: run.failed, diagnostics: report.diagnostics };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the layers, as the linter enforces them", () => {
  it("fails on every import across a layer, and on nothing else", async () => {
    const { failed, diagnostics } = await lint({ ...wrong, ...fine });
    expect(failed).toBe(true);
    // An import can break two rules at once (another module's repo, not through its face), so files are counted once.
    expect(new Set(diagnostics.map((d) => d.category))).toEqual(new Set(["lint/style/noRestrictedImports"]));
    expect([...new Set(diagnostics.map((d) => d.location.path))].sort()).toEqual(Object.keys(wrong).sort());
  });

  it("passes when every import keeps to its layer", async () => {
    expect(await lint(fine)).toEqual({ failed: false, diagnostics: [] });
  });

  it("fails on a module reading the time other than from ctx.clock, and on nothing else", async () => {
    const { failed, diagnostics } = await lint({ ...wrongClock, ...fineClock });
    expect(failed).toBe(true);
    expect(diagnostics.map((d) => d.category)).toEqual(Object.keys(wrongClock).map(() => "plugin"));
    expect(diagnostics.map((d) => d.location.path).sort()).toEqual(Object.keys(wrongClock).sort());
    expect(await lint(fineClock)).toEqual({ failed: false, diagnostics: [] });
  });
});
