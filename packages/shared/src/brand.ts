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

  whyChooseUs: [
    {
      icon: "mouse-pointer-click",
      title: "Easy to use",
      text: "Open an account in a few minutes and find everything in two clicks, on any screen.",
    },
    {
      icon: "zap",
      title: "Faster payments",
      text: "Transfers are reviewed quickly and most arrive the same day they are sent.",
    },
    {
      icon: "piggy-bank",
      title: "Lower fees",
      text: "Clear, low prices shown before you confirm, with no surprise charges afterwards.",
    },
    {
      icon: "shield-check",
      title: "100% secure",
      text: "Deposits are insured up to $250,000 per account and every transfer is confirmed with a one-time code.",
    },
  ] satisfies readonly Feature[],

  paymentSolutions: [
    {
      icon: "laptop",
      title: "Freelancer",
      text: "Get paid by clients anywhere and keep what you earn with low conversion fees.",
    },
    {
      icon: "shopping-bag",
      title: "Online Shopping",
      text: "Pay for what you buy online without sharing your card details with every shop.",
    },
    {
      icon: "store",
      title: "Online Sellers",
      text: "Collect payments from buyers abroad and withdraw them to your local bank account.",
    },
    {
      icon: "megaphone",
      title: "Affiliate Marketing",
      text: "Receive commissions from partners around the world in the currency they pay in.",
    },
  ] satisfies readonly Feature[],

  services: [
    {
      icon: "send",
      title: "Send Money",
      text: "Send money to a bank account at home or abroad in a few steps.",
    },
    {
      icon: "hand-coins",
      title: "Receive Money",
      text: "Share your account number and get paid, free of charge.",
    },
    {
      icon: "users",
      title: "Pay a Friend",
      text: "Split the bill or pay someone back without cash or cheques.",
    },
    {
      icon: "shopping-cart",
      title: "Online Shopping",
      text: "Check out safely online and keep track of every purchase.",
    },
  ] satisfies readonly Feature[],

  howItWorks: [
    {
      icon: "user-plus",
      title: "Sign up for your free account",
      text: "Tell us who you are and confirm your email with the code we send you.",
    },
    {
      icon: "globe",
      title: "Receive and send payments worldwide",
      text: "Share your account number to get paid, or send money to any bank account.",
    },
    {
      icon: "landmark",
      title: "Your funds go to your local bank account",
      text: "Withdraw your balance to the bank account you already use, whenever you like.",
    },
  ] satisfies readonly Feature[],

  testimonials: [
    {
      quote:
        "I invoice clients in four countries. Larkspur is the first service where I know what I will receive before the money lands.",
      name: "Amara Okafor",
      role: "Freelance designer",
    },
    {
      quote:
        "Paying our suppliers used to take a morning each week. Now it takes a coffee, and the fees are lower than our old bank's.",
      name: "Daniel Reyes",
      role: "Owner, Reyes Coffee Roasters",
    },
    {
      quote:
        "Clear screens, clear prices and a real person on the phone when I needed one at two in the morning.",
      name: "Mei Lin",
      role: "Online seller",
    },
    {
      quote: "Sending money home to my parents is simple and I always see exactly where the transfer is.",
      name: "Tomasz Nowak",
      role: "Software engineer",
    },
  ] satisfies readonly Testimonial[],

  supportBanner: {
    title: "Awesome customer support",
    text: "Have a question about a payment or your account? Our support team is here 24 hours a day, 7 days a week.",
    cta: "Contact us",
  },

  about: {
    intro:
      "We started Larkspur because moving money should be as easy as sending a message, and just as clear. Today millions of people and businesses use us to get paid, pay others and keep their money safe.",
    mission: {
      title: "Our mission",
      text: "To give everyone, wherever they live, a simple, fair and safe way to send, receive and keep their money.",
    },
    vision: {
      title: "Our vision",
      text: "A world where a payment across an ocean is as quick and cheap as a payment across the street.",
    },
    goal: {
      title: "Our goal",
      text: "To be the account people recommend to their friends: honest prices, fast transfers and help when it matters.",
    },
  },

  fees: [
    {
      icon: "landmark",
      title: "Withdraw funds",
      price: "up to 1.5%",
      text: "Move your balance to your local bank account.",
    },
    {
      icon: "wallet",
      title: "Deposit funds",
      price: "up to 1.0%",
      text: "Add money to your account balance.",
    },
    { icon: "send", title: "Send money", price: "up to 1.0%", text: "Pay anyone with a bank account." },
    {
      icon: "globe",
      title: "Currency conversion",
      price: "up to 0.4%",
      text: "Convert at the mid-market rate, with the fee shown upfront.",
    },
    { icon: "hand-coins", title: "Receive money", price: "Free", text: "Get paid without paying for it." },
    {
      icon: "shield-check",
      title: "Administrative fee",
      price: "Free",
      text: "No monthly, inactivity or maintenance charges.",
    },
  ] satisfies readonly Fee[],

  feesCta: {
    title: "Open your account for free",
    text: "Signing up costs nothing and takes a few minutes. You only pay when you move money.",
    cta: "Open account",
  },

  helpCategories: [
    {
      category: "account",
      icon: "user-round",
      title: "My Account",
      text: "Sign in, profile and verification.",
    },
    { category: "payment", icon: "send", title: "Payment", text: "Sending, receiving and withdrawing." },
    { category: "security", icon: "lock", title: "Security", text: "Passwords, codes and lost cards." },
    {
      category: "payment-methods",
      icon: "credit-card",
      title: "Payment Methods",
      text: "Cards, bank accounts and bill pay.",
    },
  ] satisfies readonly HelpCategory[],

  faq: [
    {
      category: "account",
      question: "How do I open a Larkspur account?",
      answer:
        "Choose Sign Up, enter your name, email address, phone number and a password, then type the code we email you. Your account number is ready straight away.",
    },
    {
      category: "account",
      question: "Can I sign in with my account number?",
      answer:
        "Yes. The sign-in form accepts either the email address you registered with or your 12-digit account number.",
    },
    {
      category: "payment",
      question: "How long does a transfer take?",
      answer:
        "Every transfer is confirmed with a one-time code and then reviewed. Most are completed the same day; you can follow the status in your transactions.",
    },
    {
      category: "payment",
      question: "How much does it cost to send money?",
      answer:
        "Sending money costs up to 1.0% and currency conversion up to 0.4% at the mid-market rate. Receiving money is free. See the Fees page for every price.",
    },
    {
      category: "payment",
      question: "Can I set up automatic bill payments?",
      answer:
        "Automatic bill payments are on our roadmap. Until then you can send each payment yourself from Send Money in a few steps.",
    },
    {
      category: "security",
      question: "Is my money safe with Larkspur?",
      answer:
        "Deposits are insured up to $250,000 per account, every transfer needs a code sent to your email, and we never ask for your password by phone or email.",
    },
    {
      category: "security",
      question: "I lost my card. What should I do?",
      answer:
        "Call us straight away on one of the numbers on our Contact Us page, day or night. We will block the card and help you order a new one.",
    },
    {
      category: "security",
      question: "I forgot my password. How do I reset it?",
      answer:
        "Choose Forgot password on the sign-in page and enter your email address. We will send you a link to choose a new password; it works once and for 30 minutes.",
    },
    {
      category: "payment-methods",
      question: "Does Larkspur offer credit cards or loans?",
      answer:
        "Not yet. We are working on credit cards and small business loans and will let account holders know first when they are available.",
    },
    {
      category: "payment-methods",
      question: "How do I withdraw money to my bank account?",
      answer:
        "Choose Send Money, enter the details of your own bank account and confirm with the code we email you. Withdrawals cost up to 1.5%.",
    },
  ] satisfies readonly FaqEntry[],
} as const;
