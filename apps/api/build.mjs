// Compiles the API for production: src/server.ts and src/cli.ts become dist/*.js, the ledger's SQL beside them. Our
// own TypeScript (including packages/shared, which ships as source) is bundled; packages from node_modules stay
// imports, so native ones (sharp, argon2) and those that read their own files (PGlite) load as installed.
import { copyFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const ownCode = /^(\.|\/|@larkspur\/)/;

await build({
  entryPoints: [path.join(apiDir, "src/server.ts"), path.join(apiDir, "src/cli.ts")],
  outdir: path.join(apiDir, "dist"),
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  logLevel: "warning",
  plugins: [
    {
      name: "node-modules-external",
      setup(build) {
        build.onResolve({ filter: /.*/ }, (args) =>
          args.kind === "entry-point" || ownCode.test(args.path)
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The ledger's PL/pgSQL, which the migrator reads beside the bundle (src/modules/ledger/ledger-sql.ts).
copyFileSync(path.join(apiDir, "src/modules/ledger/ledger.sql"), path.join(apiDir, "dist/ledger.sql"));
