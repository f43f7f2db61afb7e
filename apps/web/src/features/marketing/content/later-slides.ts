import { msg } from "@lingui/core/macro";
import type { HeroSlideCopy } from "./hero";

/** The hero's slides after the first, shown once the carousel's code (and the `more` texts) has arrived. */
export const laterSlides: readonly HeroSlideCopy[] = [
  {
    eyebrow: msg`For business`,
    title: msg`Trusted by more than 50,000 businesses worldwide`,
    text: msg`From the first invoice to the thousandth payout, Larkspur keeps your money moving and your books clear.`,
    cta: msg`Sign up your business`,
  },
];
