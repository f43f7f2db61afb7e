import type { BrandIcon } from "@larkspur/shared/brand";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The public pages' words below the first screen of the home page, and About Us and Fees: in the `more` part of the
 * texts (lingui.config.ts), fetched with the code that shows them.
 */
export interface Feature {
  icon: BrandIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export interface Fee extends Feature {
  /** "up to 1.5%" or "Free". */
  price: MessageDescriptor;
}

export interface Testimonial {
  quote: MessageDescriptor;
  name: string;
  role: MessageDescriptor;
}

export const whyChooseUs: readonly Feature[] = [
  {
    icon: "mouse-pointer-click",
    title: msg`Easy to use`,
    text: msg`Open an account in a few minutes and find everything in two clicks, on any screen.`,
  },
  {
    icon: "zap",
    title: msg`Faster payments`,
    text: msg`Transfers are reviewed quickly and most arrive the same day they are sent.`,
  },
  {
    icon: "piggy-bank",
    title: msg`Lower fees`,
    text: msg`Clear, low prices shown before you confirm, with no surprise charges afterwards.`,
  },
  {
    icon: "shield-check",
    title: msg`100% secure`,
    text: msg({
      message:
        "Deposits are insured up to {insured} per account and every transfer is confirmed with a one-time code.",
    }),
  },
];

export const paymentSolutions: readonly Feature[] = [
  {
    icon: "laptop",
    title: msg`Freelancer`,
    text: msg`Get paid by clients anywhere and keep what you earn with low conversion fees.`,
  },
  {
    icon: "shopping-bag",
    title: msg`Online Shopping`,
    text: msg`Pay for what you buy online without sharing your card details with every shop.`,
  },
  {
    icon: "store",
    title: msg`Online Sellers`,
    text: msg`Collect payments from buyers abroad and withdraw them to your local bank account.`,
  },
  {
    icon: "megaphone",
    title: msg`Affiliate Marketing`,
    text: msg`Receive commissions from partners around the world in the currency they pay in.`,
  },
];

export const services: readonly Feature[] = [
  {
    icon: "send",
    title: msg`Send Money`,
    text: msg`Send money to a bank account at home or abroad in a few steps.`,
  },
  {
    icon: "hand-coins",
    title: msg`Receive Money`,
    text: msg`Share your account number and get paid, free of charge.`,
  },
  {
    icon: "users",
    title: msg`Pay a Friend`,
    text: msg`Split the bill or pay someone back without cash or cheques.`,
  },
  {
    icon: "shopping-cart",
    title: msg`Online Shopping`,
    text: msg`Check out safely online and keep track of every purchase.`,
  },
];

export const howItWorks: readonly Feature[] = [
  {
    icon: "user-plus",
    title: msg`Sign up for your free account`,
    text: msg`Tell us who you are and confirm your email with the code we send you.`,
  },
  {
    icon: "globe",
    title: msg`Receive and send payments worldwide`,
    text: msg`Share your account number to get paid, or send money to any bank account.`,
  },
  {
    icon: "landmark",
    title: msg`Your funds go to your local bank account`,
    text: msg`Withdraw your balance to the bank account you already use, whenever you like.`,
  },
];

export const testimonials: readonly Testimonial[] = [
  {
    quote: msg`I invoice clients in four countries. Larkspur is the first service where I know what I will receive before the money lands.`,
    name: "Amara Okafor",
    role: msg`Freelance designer`,
  },
  {
    quote: msg`Paying our suppliers used to take a morning each week. Now it takes a coffee, and the fees are lower than our old bank's.`,
    name: "Daniel Reyes",
    role: msg`Owner, Reyes Coffee Roasters`,
  },
  {
    quote: msg`Clear screens, clear prices and a real person on the phone when I needed one at two in the morning.`,
    name: "Mei Lin",
    role: msg`Online seller`,
  },
  {
    quote: msg`Sending money home to my parents is simple and I always see exactly where the transfer is.`,
    name: "Tomasz Nowak",
    role: msg`Software engineer`,
  },
];

export const supportBanner = {
  title: msg`Awesome customer support`,
  text: msg`Have a question about a payment or your account? Our support team is here 24 hours a day, 7 days a week.`,
  cta: msg`Chat with us`,
};

export const about = {
  intro: msg`We started Larkspur because moving money should be as easy as sending a message, and just as clear. Today millions of people and businesses use us to get paid, pay others and keep their money safe.`,
  mission: {
    title: msg`Our mission`,
    text: msg`To give everyone, wherever they live, a simple, fair and safe way to send, receive and keep their money.`,
  },
  vision: {
    title: msg`Our vision`,
    text: msg`A world where a payment across an ocean is as quick and cheap as a payment across the street.`,
  },
  goal: {
    title: msg`Our goal`,
    text: msg`To be the account people recommend to their friends: honest prices, fast transfers and help when it matters.`,
  },
};

export const fees: readonly Fee[] = [
  {
    icon: "landmark",
    title: msg`Withdraw funds`,
    price: msg`up to 1.5%`,
    text: msg`Move your balance to your local bank account.`,
  },
  {
    icon: "wallet",
    title: msg`Deposit funds`,
    price: msg`up to 1.0%`,
    text: msg`Add money to your account balance.`,
  },
  {
    icon: "send",
    title: msg`Send money`,
    price: msg`up to 1.0%`,
    text: msg`Pay anyone with a bank account.`,
  },
  {
    icon: "globe",
    title: msg`Currency conversion`,
    price: msg`up to 0.4%`,
    text: msg`Convert at the mid-market rate, with the fee shown upfront.`,
  },
  {
    icon: "hand-coins",
    title: msg`Receive money`,
    price: msg`Free`,
    text: msg`Get paid without paying for it.`,
  },
  {
    icon: "shield-check",
    title: msg`Administrative fee`,
    price: msg`Free`,
    text: msg`No monthly, inactivity or maintenance charges.`,
  },
];

export const feesCta = {
  title: msg`Open your account for free`,
  text: msg`Signing up costs nothing and takes a few minutes. You only pay when you move money.`,
  cta: msg`Open account`,
};

/** The phone numbers' names (@larkspur/shared/brand holds the numbers). */
export const phoneLabels = {
  customerCare: msg`Customer care`,
  tollFree: msg`Toll free`,
};

export const openingHours = msg`Our team answers every day of the year, around the clock.`;
