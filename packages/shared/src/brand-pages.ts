import type { Feature, Fee, Testimonial } from "./brand";

/**
 * The public pages' content besides the hero, apart from the rest of the brand: the home page's lower sections,
 * About Us and Fees load it with their own code, so it stays out of the home page's first load.
 */
export const pages = {
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
} as const;
