import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The home page's first screen: its texts come with the site's, before the first render. */
export interface HeroSlideCopy {
  eyebrow: MessageDescriptor;
  title: MessageDescriptor;
  text: MessageDescriptor;
  cta: MessageDescriptor;
}

export const tagline = msg`Money that moves when you do`;

/** The slide the page opens on; the others come with the carousel (later-slides.ts). */
export const firstSlide: HeroSlideCopy = {
  eyebrow: msg`Send & Receive Money`,
  title: msg`Send and receive money across borders in minutes`,
  // Its figures are the product's own (brand-figures.ts), given when the slide is shown.
  text: msg({
    message:
      "Pay a friend, get paid by a client or move money to your local bank account, in {countries} countries and {currencies} currencies.",
  }),
  cta: msg`Open a free account`,
};
