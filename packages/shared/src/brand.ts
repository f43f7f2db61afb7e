/**
 * The bank's name, contact details and the figures its public pages quote. The words of those pages are the web
 * app's, translated with the rest of its texts (apps/web/src/features/marketing/content); icons are named here and
 * drawn by the web app.
 */

export type BrandIcon =
  | "mouse-pointer-click"
  | "zap"
  | "piggy-bank"
  | "shield-check"
  | "laptop"
  | "shopping-bag"
  | "store"
  | "megaphone"
  | "send"
  | "hand-coins"
  | "users"
  | "shopping-cart"
  | "user-plus"
  | "globe"
  | "landmark"
  | "user-round"
  | "credit-card"
  | "lock"
  | "wallet";

export const brand = {
  name: "Larkspur",

  contact: {
    company: "Larkspur Bank, Inc.",
    addressLines: ["1200 Meridian Avenue, Suite 400", "Austin, TX 78701", "United States"],
    phones: { customerCare: "+1 (512) 555-0142", tollFree: "+1 (800) 555-0199" },
    email: "business@larkspur.example",
  },

  /**
   * Figures Larkspur cannot know about the bank that runs it: the operator of the bank must set each to its true
   * value before the public pages go live. Shown formatted for the reader's language: 2.5M users, $250,000
   * insured. The countries and currencies the pages quote are counted from the product's own lists instead.
   */
  stats: {
    users: 2_500_000,
    businesses: 50_000,
    /** Whole dollars. */
    insuredPerAccount: 250_000,
  },
} as const;
