import type { BrandIcon } from "@larkspur/shared/brand";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The help page's topics and questions, in the `more` part of the texts with the rest of the public pages. */
export type FaqCategory = "account" | "payment" | "security" | "payment-methods";

export interface HelpCategory {
  category: FaqCategory;
  icon: BrandIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export interface FaqEntry {
  category: FaqCategory;
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

export const helpCategories: readonly HelpCategory[] = [
  {
    category: "account",
    icon: "user-round",
    title: msg`My Account`,
    text: msg`Sign in, profile and verification.`,
  },
  {
    category: "payment",
    icon: "send",
    title: msg`Payment`,
    text: msg`Sending, receiving and withdrawing.`,
  },
  {
    category: "security",
    icon: "lock",
    title: msg`Security`,
    text: msg`Passwords, codes and lost cards.`,
  },
  {
    category: "payment-methods",
    icon: "credit-card",
    title: msg`Payment Methods`,
    text: msg`Cards, bank accounts and bill pay.`,
  },
];

export const faq: readonly FaqEntry[] = [
  {
    category: "account",
    question: msg`How do I open a Larkspur account?`,
    answer: msg`Choose Sign Up, enter your name, email address, phone number and a password, then type the code we email you. Your account number is ready straight away.`,
  },
  {
    category: "account",
    question: msg`Can I sign in with my account number?`,
    answer: msg`Yes. The sign-in form accepts either the email address you registered with or your 12-digit account number.`,
  },
  {
    category: "payment",
    question: msg`How long does a transfer take?`,
    answer: msg`Every transfer is confirmed with a one-time code and then reviewed. Most are completed the same day; you can follow the status in your transactions.`,
  },
  {
    category: "payment",
    question: msg`How much does it cost to send money?`,
    answer: msg`Sending money costs up to 1.0% and currency conversion up to 0.4% at the mid-market rate. Receiving money is free. See the Fees page for every price.`,
  },
  {
    category: "payment",
    question: msg`Can I set up automatic bill payments?`,
    answer: msg`Automatic bill payments are on our roadmap. Until then you can send each payment yourself from Send Money in a few steps.`,
  },
  {
    category: "security",
    question: msg`Is my money safe with Larkspur?`,
    answer: msg({
      message:
        "Deposits are insured up to {insured} per account, every transfer needs a code sent to your email, and we never ask for your password by phone or email.",
    }),
  },
  {
    category: "security",
    question: msg`I lost my card. What should I do?`,
    answer: msg`Call us straight away on one of the numbers on our Contact Us page, day or night. We will block the card and help you order a new one.`,
  },
  {
    category: "security",
    question: msg`I forgot my password. How do I reset it?`,
    answer: msg`Choose Forgot password on the sign-in page and enter your email address. We will send you a link to choose a new password; it works once and for 30 minutes.`,
  },
  {
    category: "payment-methods",
    question: msg`Does Larkspur offer credit cards or loans?`,
    answer: msg`Not yet. We are working on credit cards and small business loans and will let account holders know first when they are available.`,
  },
  {
    category: "payment-methods",
    question: msg`How do I withdraw money to my bank account?`,
    answer: msg`Choose Send Money, enter the details of your own bank account and confirm with the code we email you. Withdrawals cost up to 1.5%.`,
  },
];
