import { brand } from "@larkspur/shared/brand";
import { useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { lazyWhenIdle } from "../../../lib/lazy-when-idle";
import { usePageTitle } from "../../../lib/use-page-title";
import { firstSlide, tagline } from "../content/hero";
import { HeroSlide } from "./hero-slide";

// The prerendered page already shows the carousel and the sections below it; their code (the carousel machinery
// above all) arrives once the page is idle and brings them to life, so it stays out of the first-load JavaScript.
const HeroCarousel = lazyWhenIdle(async () => (await import("./hero-carousel")).HeroCarousel);
const HomeSections = lazyWhenIdle(async () => (await import("./home-sections")).HomeSections);

/** The first slide as it looks before the carousel code arrives, with room kept for its controls. */
function HeroStill() {
  return (
    <div>
      <HeroSlide slide={firstSlide} art={<div className="aspect-[440/340]" />} />
      <div className="mt-6 h-10" />
    </div>
  );
}

export function HomePage() {
  const { i18n } = useLingui();
  usePageTitle(null);
  return (
    <>
      <h1 className="sr-only">
        {brand.name}: {i18n._(tagline)}
      </h1>
      <div className="surface-dark bg-ink-900 text-white">
        <div className="page-container py-12 sm:py-16">
          <Suspense fallback={<HeroStill />}>
            <HeroCarousel />
          </Suspense>
        </div>
      </div>

      <Suspense fallback={<div className="min-h-dvh" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
