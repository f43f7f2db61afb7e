import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { lingui } from "./lingui-plugins.ts";
import { prerender } from "./prerender-plugin.ts";
import { productCounts } from "./product-counts-plugin.ts";

// The API runs on port 3000 (`npm run dev -w apps/api`); in dev and preview the web app reaches it same-origin. It
// listens on 127.0.0.1 (HOST's default), which `localhost` may not resolve to first.
const api = "http://127.0.0.1:3000";
const proxy = { "/api": api, "/dev": api };

/**
 * Writes a .br and a .gz beside every text file of the build, the files copied from public/ (the favicon, the
 * session hint) included; the API serves them to browsers that accept them (@fastify/static `preCompressed`), so a
 * phone on a slow network downloads about a third of the bytes.
 */
function precompress(): Plugin {
  let publicDir = "";
  return {
    name: "larkspur-precompress",
    apply: "build",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    writeBundle(options, bundle) {
      const publicFiles = publicDir ? readdirSync(publicDir, { recursive: true, encoding: "utf8" }) : [];
      for (const fileName of [...Object.keys(bundle), ...publicFiles]) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? "dist", fileName);
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Imports each lucide icon from its own module (`lucide-react/icons/arrow-right`) instead of the package's index. Seen
 * through the index, every icon the app uses is imported by every file that uses any, so the chunking below put
 * all of them (about a hundred) in the signed-in landing's first load; by its own module, an icon goes with the
 * pages that show it.
 */
function iconsByModule(): Plugin {
  // Node resolves the package to its CommonJS build; the ES module index beside it names each icon's file.
  const index = path.join(
    path.dirname(createRequire(import.meta.url).resolve("lucide-react")),
    "../esm/lucide-react.mjs",
  );
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, "utf8").matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  }
  return {
    name: "larkspur-icons-by-module",
    apply: "build",
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: /from "lucide-react"/ },
      handler(code) {
        return code.replace(/import \{([^}]*)\} from "lucide-react";?/g, (_statement, specifiers: string) =>
          specifiers
            .split(",")
            .map((specifier) => specifier.trim())
            .filter(Boolean)
            .map((specifier) => {
              const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
              const file = files.get(imported);
              if (!file) throw new Error(`lucide-react exports no icon named ${imported}`);
              return `import ${local} from "lucide-react/icons/${file}";`;
            })
            .join("\n"),
        );
      },
    },
  };
}

/** The chunks a signed-in customer lands on: the session layouts and the dashboard. */
const signedInLanding =
  /\/(query-layout|signed-in-layout|dashboard-page|dashboard-loader|account|session|icons|ui)-[\w-]+\.js$/;

/** The lazy route parts a signed-in customer lands on: TanStack Query, the signed-in header and the dashboard. */
const landingRoot =
  /\/src\/(app\/query-layout\.tsx|app\/layouts\/signed-in-layout\.tsx|features\/dashboard\/(components\/dashboard-page\.tsx|api\/dashboard-loader\.ts))$/;
/** Lazy route parts only a signed-in user reaches. */
const signedInRoute =
  /\/src\/(app\/layouts\/(signed-in-layout|backoffice-layout|backoffice-enrolment)\.tsx|features\/(dashboard|transactions|statements|transfers|requests|receive|profile|security|payment-methods|support|backoffice)\/)/;
/** The sign-in, sign-up and recovery screens, which share TanStack Query and the forms with the signed-in ones. */
const accountEntryRoot = /\/src\/(app\/query-layout\.tsx|features\/auth\/)/;

/**
 * The lazy route parts (or the entry) that import a module, directly or through other modules. Vite splits by
 * these: every set of them gets a chunk of its own, which gave the dashboard forty small files.
 */
function rootsOf(id: string, ctx: Rolldown.ChunkingContext): string[] {
  const roots: string[] = [];
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = ctx.getModuleInfo(next);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) roots.push(next);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return roots;
}

/** Whether only a signed-in user loads a lazy part: a signed-in route, or code only such parts load lazily. */
function signedInOnly(root: string, ctx: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (signedInRoute.test(root)) return true;
  const info = ctx.getModuleInfo(root);
  if (!info || info.isEntry || info.dynamicImporters.length === 0 || seen.has(root)) return false;
  seen.add(root);
  return info.dynamicImporters.every((importer) =>
    rootsOf(importer, ctx).every((parent) => signedInOnly(parent, ctx, seen)),
  );
}

/**
 * What the signed-in landing needs goes in a few chunks instead of forty: `account` holds what only signed-in pages
 * use (the header, its menu, the dashboard and the libraries only they use), `session` what they share with the
 * sign-in and recovery screens (TanStack Query, form parts), `common` what the entry shares with them (React, the
 * texts' runtime), which Vite would split into a file per package, and `shared` the app's own code they share with
 * public pages (formats, the API client, the error state). The landing's lazy route parts go in `account` and
 * `session` too: on a phone each file costs a round trip on one of the browser's six connections, and the landing
 * fetched eight files of about a kilobyte each. Other signed-in pages use them from the cache. Everything else is
 * split as Vite does by default.
 */
function signedInChunks(id: string, ctx: Rolldown.ChunkingContext): string | null {
  const roots = rootsOf(id, ctx);
  // Only what the landing needs: other lazy parts keep a chunk each, which imports these.
  if (!roots.some((root) => landingRoot.test(root))) return null;
  if (roots.some((root) => root.endsWith("/index.html"))) return "common";
  const signedIn = roots.map((root) => signedInOnly(root, ctx));
  if (signedIn.every(Boolean)) return "account";
  if (roots.every((root, index) => signedIn[index] || accountEntryRoot.test(root))) return "session";
  // Used by public pages too: the icons the landing shares with them (each its own module, iconsByModule) in one
  // chunk, the parts of Radix that the menu shares with the help page's FAQ in another, the app's own code in a third.
  if (/[\\/]node_modules[\\/]lucide-react[\\/]/.test(id)) return "icons";
  if (/[\\/]node_modules[\\/]/.test(id)) return "ui";
  return "shared";
}

export default defineConfig({
  plugins: [
    react(),
    // Each catalogue (.po) compiles to its own lazy chunk (src/lib/i18n.ts).
    ...lingui(),
    productCounts(),
    iconsByModule(),
    tailwindcss(),
    precompress(),
    prerender(),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The app has one stylesheet, which every page's HTML brings (the shell's inline, prerender-plugin.ts). Split
    // per chunk, a lazy chunk's preload list would name it too, and where the shell has it inline the browser would
    // fetch it again and hold the chunk until it arrived.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: signedInChunks, includeDependenciesRecursively: false }] },
      },
    },
    modulePreload: {
      // Every browser the app supports understands modulepreload; the polyfill would only add bytes to the entry.
      polyfill: false,
      // index.html still preloads what the entry imports. Lists for lazy chunks are written into the entry and
      // would grow it with every page added, so only the signed-in landing page has one: the dashboard's code is
      // nine imports deep, and fetched level by level it arrives long after its data.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === "html" || signedInLanding.test(file) ? deps : [],
    },
  },
});
