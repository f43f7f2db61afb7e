/**
 * Everything an operator may want to reword without touching code: the bank's name, contact details, public claims,
 * fees and help content. The web app renders these as they are; icons are named here and drawn by the web app.
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

export interface Feature {
  icon: BrandIcon;
  title: string;
  text: string;
}

export interface Fee {
  icon: BrandIcon;
  title: string;
  /** "up to 1.5%" or "Free". */
  price: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export type FaqCategory = "account" | "payment" | "security" | "payment-methods";

export interface HelpCategory {
  category: FaqCategory;
  icon: BrandIcon;
  title: string;
  text: string;
}

export interface FaqEntry {
  category: FaqCategory;
  question: string;
  answer: string;
}

export const brand = {
  name: "Larkspur",
  tagline: "Money that moves when you do",
  description:
    "Larkspur is an online bank for individuals, freelancers, online sellers and small businesses: send, receive and hold money in one calm place.",

  contact: {
    company: "Larkspur Bank, Inc.",
    addressLines: ["1200 Meridian Avenue, Suite 400", "Austin, TX 78701", "United States"],
    phones: [
      { label: "Customer care", number: "+1 (512) 555-0142" },
      { label: "Toll free", number: "+1 (800) 555-0199" },
    ],
    email: "business@larkspur.example",
    hours: "Our team answers every day of the year, around the clock.",
  },

  stats: {
    countries: "180+",
    currencies: "120",
    users: "2.5M",
    support: "24X7",
    businesses: "50,000",
    insuredPerAccount: "$250,000",
  },

  heroSlides: [
    {
      eyebrow: "Send & Receive Money",
      title: "Send and receive money across borders in minutes",
      text: "Pay a friend, get paid by a client or move money to your local bank account, in over 180 countries and 120 currencies.",
      cta: "Open a free account",
    },
    {
      eyebrow: "For business",
      title: "Trusted by more than 50,000 businesses worldwide",
      text: "From the first invoice to the thousandth payout, Larkspur keeps your money moving and your books clear.",
      cta: "Sign up your business",
    },
  ],
} as const;
