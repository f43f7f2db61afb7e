import { useLingui } from "@lingui/react/macro";
import { Quote } from "lucide-react";
import { testimonials } from "../content/pages";
import { Carousel } from "./carousel";

/** Autoplays and loops; one testimonial per view on phones, two side by side on wider screens. */
export function TestimonialCarousel() {
  const { i18n, t } = useLingui();
  const slides = testimonials.map((testimonial) => {
    const quote = i18n._(testimonial.quote);
    return (
      <figure
        key={testimonial.name}
        className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 sm:p-8"
      >
        <Quote className="size-8 text-accent-500" aria-hidden="true" />
        <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink-800">{t`“${quote}”`}</blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-ink-100 font-semibold text-ink-700"
          >
            {testimonial.name.charAt(0)}
          </span>
          <span>
            <span className="block font-semibold text-ink-900">{testimonial.name}</span>
            <span className="block text-sm text-ink-600">{i18n._(testimonial.role)}</span>
          </span>
        </figcaption>
      </figure>
    );
  });

  return (
    <Carousel
      label={t`Customer testimonials`}
      slides={slides}
      delay={7000}
      gap={30}
      slideClass="basis-full md:basis-1/2"
      options={{
        align: "start",
        slidesToScroll: 1,
        breakpoints: { "(min-width: 768px)": { slidesToScroll: 2 } },
      }}
    />
  );
}
