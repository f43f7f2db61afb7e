import { Trans, useLingui } from "@lingui/react/macro";
import type { EmblaOptionsType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useReducedMotion } from "../../../lib/use-reduced-motion";

export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  /** Milliseconds each view stays before the next one. */
  delay: number;
  options?: EmblaOptionsType;
  /** Width of one slide, e.g. "basis-full md:basis-1/2". */
  slideClass?: string;
  /** Space between slides in px, also used as the track's negative margin. */
  gap?: number;
  tone?: "light" | "dark";
}

/**
 * An auto-playing, looping carousel that follows the WAI-ARIA carousel pattern: a pause button, previous/next and
 * slide picker buttons, off-screen slides inert, and no movement while hovered, focused, paused or when the
 * visitor prefers reduced motion.
 */
export function Carousel({
  label,
  slides,
  delay,
  options,
  slideClass = "basis-full",
  gap = 0,
  tone = "light",
}: CarouselProps) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const autoplay = useMemo(
    () => Autoplay({ delay, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false }),
    [delay],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, ...options }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [inView, setInView] = useState<number[]>([0]);
  // Until the visitor presses play or pause, the carousel follows their motion preference.
  const [pausedByVisitor, setPaused] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !paused && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
      setInView(embla.slidesInView());
    };
    sync();
    embla.on("select", sync).on("reInit", sync).on("slidesInView", sync);
    return () => {
      embla.off("select", sync).off("reInit", sync).off("slidesInView", sync);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const apply = () => (playing ? autoplay.play() : autoplay.stop());
    apply();
    // A drag restarts the plugin's timer on release; put our own decision back after it.
    embla.on("pointerUp", apply);
    return () => {
      embla.off("pointerUp", apply);
    };
  }, [embla, autoplay, playing]);

  const go = useCallback(
    (move: "prev" | "next" | number) => {
      if (!embla) return;
      if (move === "prev") embla.scrollPrev(reducedMotion);
      else if (move === "next") embla.scrollNext(reducedMotion);
      else embla.scrollTo(move, reducedMotion);
    },
    [embla, reducedMotion],
  );

  const dark = tone === "dark";
  const control = dark
    ? "border-white/30 text-white hover:bg-white/10"
    : "border-ink-300 bg-white text-ink-900 hover:border-ink-900";

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" style={{ marginLeft: -gap }} aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, index) => {
            const position = index + 1;
            const count = slides.length;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list that never reorders
                key={index}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${count}`}
                inert={!inView.includes(index)}
                className={`min-w-0 shrink-0 grow-0 ${slideClass}`}
                style={{ paddingLeft: gap }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setPaused(!paused)}
          className={`grid size-10 place-items-center rounded-full border ${control}`}
        >
          {paused ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Pause className="size-4" aria-hidden="true" />
          )}
          <span className="sr-only">{paused ? t`Play ${label}` : t`Pause ${label}`}</span>
        </button>
        <button
          type="button"
          onClick={() => go("prev")}
          className={`grid size-10 place-items-center rounded-full border ${control}`}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
          <span className="sr-only">
            <Trans>Previous slide</Trans>
          </span>
        </button>
        <ul className="flex items-center" aria-label={t`Choose a slide`}>
          {Array.from({ length: snapCount }, (_, index) => {
            const position = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position, fixed order
              <li key={index}>
                <button
                  type="button"
                  onClick={() => go(index)}
                  aria-current={index === selected ? "true" : undefined}
                  className="group grid size-8 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2 rounded-full transition-all ${
                      index === selected
                        ? `w-6 ${dark ? "bg-accent-400" : "bg-ink-900"}`
                        : `w-2 ${dark ? "bg-white/50 group-hover:bg-white" : "bg-ink-300 group-hover:bg-ink-500"}`
                    }`}
                  />
                  <span className="sr-only">
                    <Trans>
                      Show slide {position} of {snapCount}
                    </Trans>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={() => go("next")}
          className={`grid size-10 place-items-center rounded-full border ${control}`}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
          <span className="sr-only">
            <Trans>Next slide</Trans>
          </span>
        </button>
      </div>
    </section>
  );
}
