import { useLingui } from "@lingui/react/macro";
import { Compass, Eye, Target } from "lucide-react";
import { PageHero } from "../../../components/page-hero";
import { SectionHeading } from "../../../components/section-heading";
import { about } from "../content/pages";
import { StatsBand } from "./stats-band";
import { SupportBanner } from "./support-banner";
import { TestimonialCarousel } from "./testimonial-carousel";

const pillars = [
  { ...about.mission, Icon: Compass },
  { ...about.vision, Icon: Eye },
  { ...about.goal, Icon: Target },
];

export function AboutPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <PageHero
        title={t`About Us`}
        lead={i18n._(about.intro)}
        crumbs={[{ label: t`Home`, to: "/" }, { label: t`About Us` }]}
      />
      <section aria-labelledby="purpose-title" className="page-container py-16 sm:py-24">
        <SectionHeading id="purpose-title" eyebrow={t`Who we are`} title={t`What drives us`} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {pillars.map(({ title, text, Icon }) => (
            <li key={title.id} className="rounded-2xl border border-ink-200 bg-white p-8">
              <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">
                <Icon className="size-6" aria-hidden="true" strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink-900">{i18n._(title)}</h3>
              <p className="mt-3 leading-relaxed text-ink-600">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <StatsBand />
      <section aria-labelledby="testimonials-title" className="page-container py-16 sm:py-24">
        <SectionHeading id="testimonials-title" eyebrow={t`Testimonials`} title={t`What our customers say`} />
        <div className="mt-12">
          <TestimonialCarousel />
        </div>
      </section>
      <SupportBanner />
    </>
  );
}
