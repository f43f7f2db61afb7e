import { pages } from "@larkspur/shared/brand-pages";
import { Compass, Eye, Target } from "lucide-react";
import { PageHero } from "../../../components/page-hero";
import { SectionHeading } from "../../../components/section-heading";
import { StatsBand } from "./stats-band";
import { SupportBanner } from "./support-banner";
import { TestimonialCarousel } from "./testimonial-carousel";

const pillars = [
  { ...pages.about.mission, Icon: Compass },
  { ...pages.about.vision, Icon: Eye },
  { ...pages.about.goal, Icon: Target },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        title="About Us"
        lead={pages.about.intro}
        crumbs={[{ label: "Home", to: "/" }, { label: "About Us" }]}
      />
      <section aria-labelledby="purpose-title" className="page-container py-16 sm:py-24">
        <SectionHeading id="purpose-title" eyebrow="Who we are" title="What drives us" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {pillars.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-ink-200 bg-white p-8">
              <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">
                <Icon className="size-6" aria-hidden="true" strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink-900">{title}</h3>
              <p className="mt-3 leading-relaxed text-ink-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <StatsBand />
      <section aria-labelledby="testimonials-title" className="page-container py-16 sm:py-24">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What our customers say" />
        <div className="mt-12">
          <TestimonialCarousel />
        </div>
      </section>
      <SupportBanner />
    </>
  );
}
