import path from "node:path";
import linguiMacros from "@lingui/babel-plugin-lingui-macro";
import { getConfig } from "@lingui/conf";
import { lingui as linguiCatalogues } from "@lingui/vite-plugin";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";

/** Found from this folder, whichever folder the build or the tests start in. */
const configPath = path.join(import.meta.dirname, "lingui.config.ts");

/**
 * Lingui for a Vite build of the web app (the app, its prerender and its tests): the macros (`t`, `msg`, `<Trans>`)
 * become message lookups through Babel, only in the files that import one, the rest staying on Vite's fast path;
 * and a catalogue (.po) compiles to a module when imported.
 */
export function lingui() {
  const linguiConfig = getConfig({ configPath });
  return [
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: [[linguiMacros, { linguiConfig }]] },
          rolldown: { filter: { id: { exclude: /node_modules/ }, code: /@lingui\/(core|react)\/macro/ } },
        }),
      ],
    }),
    linguiCatalogues({ configPath }),
  ];
}
