import { locales } from "@larkspur/shared/locales";
import { defineConfig } from "@lingui/conf";

/**
 * What the signed-in landing renders with: the signed-in header with its menu and bell, and the dashboard with the
 * dialogs it opens. Fetched with the signed-in layout (src/app/routes.tsx), and by the shell's head for a stored
 * sign-in, before the first render.
 */
const landingSources = [
  "<rootDir>/src/app/layouts/signed-in-*",
  "<rootDir>/src/app/layouts/profile-menu*",
  "<rootDir>/src/features/dashboard/**",
  "<rootDir>/src/features/notifications/**",
  "<rootDir>/src/components/account-*",
  "<rootDir>/src/components/balance-list.tsx",
  "<rootDir>/src/components/transaction-*",
  "<rootDir>/src/components/code-modal.tsx",
  "<rootDir>/src/components/confirm-removal-modal.tsx",
  "<rootDir>/src/components/save-or-cancel.tsx",
];
/** What the other signed-in pages read: fetched with each of them, so the landing does not wait for it. */
const accountSources = [
  "<rootDir>/src/features/payment-methods/**",
  "<rootDir>/src/features/profile/**",
  "<rootDir>/src/features/receive/**",
  "<rootDir>/src/features/requests/**",
  "<rootDir>/src/features/schedules/**",
  "<rootDir>/src/lib/schedule-labels.ts",
  "<rootDir>/src/features/security/**",
  "<rootDir>/src/features/statements/**",
  "<rootDir>/src/features/support/**",
  "<rootDir>/src/features/transactions/**",
  "<rootDir>/src/features/transfers/**",
  "<rootDir>/src/components/bank-details-fields.tsx",
  "<rootDir>/src/components/confirm-it-is-you-modal.tsx",
  "<rootDir>/src/components/chat-*",
  "<rootDir>/src/components/message-composer.tsx",
];
/** What the sign-in screens and the signed-in pages share: fetched with the first of them (src/app/routes.tsx). */
const formSources = [
  "<rootDir>/src/features/auth/**",
  "<rootDir>/src/lib/form-resolver.ts",
  "<rootDir>/src/lib/transaction-display.ts",
  "<rootDir>/src/components/form-field.tsx",
  "<rootDir>/src/components/password-field.tsx",
  "<rootDir>/src/components/new-password-fields.tsx",
  "<rootDir>/src/components/auth-card.tsx",
  "<rootDir>/src/components/amount-field.tsx",
  "<rootDir>/src/lib/transfer-labels.ts",
  "<rootDir>/src/components/modal.tsx",
  "<rootDir>/src/components/error-state.tsx",
  "<rootDir>/src/lib/texts.ts",
];
/**
 * What the public site shows after its first paint: the footer and the language picker, the home page's carousels
 * and sections (all fetched once the page is idle, src/lib/lazy-when-idle.ts) and the other public pages (fetched
 * with their routes). A file not named here, like the home page's first slide, is in the `site` part.
 */
const marketing = (name: string) => `<rootDir>/src/features/marketing/components/${name}.tsx`;
const moreSources = [
  "<rootDir>/src/app/layouts/site-footer.tsx",
  "<rootDir>/src/app/layouts/social-icons.tsx",
  "<rootDir>/src/components/language-picker.tsx",
  "<rootDir>/src/components/page-hero.tsx",
  "<rootDir>/src/features/marketing/content/later-slides.ts",
  "<rootDir>/src/features/marketing/content/pages.ts",
  "<rootDir>/src/features/marketing/content/help.ts",
  ...[
    "about-page",
    "business-art",
    "carousel",
    "contact-page",
    "faq-list",
    "feature-card",
    "fees-page",
    "help-page",
    "hero-carousel",
    "home-sections",
    "not-found-page",
    "send-money-art",
    "stats-band",
    "support-art",
    "support-banner",
    "testimonial-carousel",
  ].map(marketing),
];
/** What only staff read: fetched with the back office's layout, so customers never download it. */
const backofficeSources = [
  "<rootDir>/src/app/layouts/backoffice-*",
  "<rootDir>/src/features/backoffice/**",
  // Customers and staff both use these: their texts are in both parts.
  "<rootDir>/src/components/save-or-cancel.tsx",
  "<rootDir>/src/components/chat-*",
  "<rootDir>/src/components/message-composer.tsx",
];
const tests = ["**/*.test.*", "<rootDir>/src/test/**"];

/**
 * A part's sources are globs (a folder as `folder/**`): Lingui ignores a plain folder name in `exclude`, which let the
 * site part collect every signed-in page's texts too.
 *
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
      exclude: [
        ...moreSources,
        ...landingSources,
        ...accountSources,
        ...formSources,
        ...backofficeSources,
        ...tests,
      ],
    },
    { path: "<rootDir>/src/locales/more/{locale}", include: moreSources, exclude: tests },
    { path: "<rootDir>/src/locales/forms/{locale}", include: formSources, exclude: tests },
    { path: "<rootDir>/src/locales/landing/{locale}", include: landingSources, exclude: tests },
    { path: "<rootDir>/src/locales/account/{locale}", include: accountSources, exclude: tests },
    { path: "<rootDir>/src/locales/backoffice/{locale}", include: backofficeSources, exclude: tests },
  ],
  orderBy: "messageId",
});
