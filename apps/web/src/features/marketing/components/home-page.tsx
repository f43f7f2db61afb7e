import { brand } from "@larkspur/shared/brand";
import { lazy, Suspense } from "react";
import { usePageTitle } from "../../../lib/use-page-title";
import { HeroSlide } from "./hero-slide";

// The first screen ships with the app; the carousel machinery and the sections below it load right after it renders,
// which keeps the home page's first-load JavaScript within its budget.
const HeroCarousel = lazy(async () => ({ default: (await import("./hero-carousel")).HeroCarousel }));
const HomeSections = lazy(async () => ({ default: (await import("./home-sections")).HomeSections }));

/** The first slide as it looks before the carousel code arrives, with room kept for its controls. */
function HeroStill() {
  const first = brand.heroSlides[0];
  return (
    <div>
      <HeroSlide slide={first} art={<div className="aspect-[440/340]" />} />
      <div className="mt-6 h-10" />
    </div>
  );
}

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <h1 className="sr-only">
        {brand.name}: {brand.tagline}
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
