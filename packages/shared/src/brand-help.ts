import type { FaqEntry, HelpCategory } from "./brand";

/**
 * The help page's topics and questions, apart from the rest of the brand's content: only that page needs them, so
 * they stay out of the home page's first load.
 */
export const help = {
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
