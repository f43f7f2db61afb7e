import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { withValues } from "../../../lib/i18n";
import { brandFigures } from "../brand-figures";
import type { HeroSlideCopy } from "../content/hero";

export function HeroSlide({ slide, art }: { slide: HeroSlideCopy; art: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="grid items-center gap-10 py-4 md:grid-cols-2 md:gap-12">
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
          {i18n._(slide.eyebrow)}
        </p>
        <h2 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          {i18n._(slide.title)}
        </h2>
        <p className="mt-5 max-w-xl text-lg text-ink-200">{i18n._(withValues(slide.text, brandFigures()))}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClass("accent", "lg")}>
            {i18n._(slide.cta)}
          </Link>
          <a href="#how-it-works" className={buttonClass("outline-light", "lg")}>
            <Trans>How it works</Trans>
          </a>
        </div>
      </div>
      <div className="mx-auto hidden w-full max-w-md sm:block">{art}</div>
    </div>
  );
}
