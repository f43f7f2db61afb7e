import { locales } from "@larkspur/shared/locales";
import { defineConfig } from "@lingui/conf";

/** What only signed-in customers and staff read: fetched with the first signed-in page (src/lib/i18n.ts). */
const accountSources = [
  "<rootDir>/src/app/layouts/signed-in-*",
  "<rootDir>/src/app/layouts/backoffice-*",
  "<rootDir>/src/app/layouts/profile-menu.tsx",
  "<rootDir>/src/features/backoffice",
  "<rootDir>/src/features/dashboard",
  "<rootDir>/src/features/payment-methods",
  "<rootDir>/src/features/profile",
  "<rootDir>/src/features/security",
  "<rootDir>/src/features/transactions",
  "<rootDir>/src/features/transfers",
  "<rootDir>/src/components/account-*",
  "<rootDir>/src/components/transaction-*",
];
/** What the sign-in screens and the signed-in pages share: fetched with the first of them (src/app/routes.tsx). */
const formSources = [
  "<rootDir>/src/features/auth",
  "<rootDir>/src/lib/form-resolver.ts",
  "<rootDir>/src/lib/transaction-display.ts",
  "<rootDir>/src/components/form-field.tsx",
  "<rootDir>/src/components/password-field.tsx",
  "<rootDir>/src/components/auth-card.tsx",
];
const tests = ["**/*.test.*", "<rootDir>/src/test/**"];

/**
 * Texts are written in English in the code (`npm run extract -w apps/web` collects them); each language's
 * translations live in src/locales/<part>/<language>.po, compiled when the app imports them.
 */
export default defineConfig({
  sourceLocale: "en-US",
  locales: [...locales],
  catalogs: [
    {
      path: "<rootDir>/src/locales/site/{locale}",
      include: ["<rootDir>/src"],
      exclude: [...accountSources, ...formSources, ...tests],
    },
    { path: "<rootDir>/src/locales/forms/{locale}", include: formSources, exclude: tests },
    { path: "<rootDir>/src/locales/account/{locale}", include: accountSources, exclude: tests },
  ],
  orderBy: "messageId",
});
