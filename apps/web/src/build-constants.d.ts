/** Counted from the product's lists when the app is built (product-counts-plugin.ts). */
declare const __COUNTRY_COUNT__: number;
declare const __CURRENCY_COUNT__: number;
