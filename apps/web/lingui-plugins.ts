import path from "node:path";
import { transformAsync } from "@babel/core";
import linguiMacros from "@lingui/babel-plugin-lingui-macro";
import { getConfig, type LinguiConfigNormalized } from "@lingui/conf";
import { lingui as linguiCatalogues } from "@lingui/vite-plugin";
import type { Plugin } from "vite";

/** Found from this folder, whichever folder the build or the tests start in. */
const configPath = path.join(import.meta.dirname, "lingui.config.ts");

/** The syntax Babel must read in a file, by its extension; it only reads it, and Vite compiles it afterwards. */
function syntaxOf(id: string): ("typescript" | "jsx")[] {
  const file = id.split("?")[0] ?? id;
  if (file.endsWith(".tsx")) return ["typescript", "jsx"];
  if (file.endsWith(".ts")) return ["typescript"];
  return file.endsWith(".jsx") ? ["jsx"] : [];
}

/**
 * The macros through Babel itself (@babel/core, which runs on every Node the README names), only in the files that
 * import one, the rest staying on Vite's fast path. Babel sees the source before Vite compiles it, as a Babel plugin
 * for Vite would run it.
 */
function linguiMacroTransform(linguiConfig: LinguiConfigNormalized): Plugin {
  return {
    name: "larkspur-lingui-macros",
    enforce: "pre",
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { sourceType: "module", plugins: syntaxOf(id) },
          plugins: [[linguiMacros, { linguiConfig }]],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}

/**
 * Lingui for a Vite build of the web app (the app, its prerender and its tests): the macros (`t`, `msg`, `<Trans>`)
 * become message lookups, and a catalogue (.po) compiles to a module when imported.
 */
export function lingui() {
  const linguiConfig = getConfig({ configPath });
  return [linguiMacroTransform(linguiConfig), linguiCatalogues({ configPath })];
}
