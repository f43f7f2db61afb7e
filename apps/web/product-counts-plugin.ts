import type { Plugin } from "vite";
// By path, not by package name: Vite bundles a config's relative imports, and would leave the package's TypeScript
// files to Node, which cannot load them.
import { countries } from "../../packages/shared/src/countries.ts";
import { currencies } from "../../packages/shared/src/currencies.ts";

/**
 * How many countries a transfer can go to and how many currencies a customer can hold, counted from the product's
 * own lists when the app is built (src/build-constants.d.ts). The public pages state both on their first screen; to
 * count them in the browser, the home page's first load carried the whole country list.
 */
export function productCounts(): Plugin {
  return {
    name: "larkspur-product-counts",
    config: () => ({
      define: {
        __COUNTRY_COUNT__: JSON.stringify(countries.length),
        __CURRENCY_COUNT__: JSON.stringify(currencies.length),
      },
    }),
  };
}
