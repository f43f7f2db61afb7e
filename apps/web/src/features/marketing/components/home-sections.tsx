import { brand, type Feature } from "@larkspur/shared/brand";
import { pages } from "@larkspur/shared/brand-pages";
import { ArrowRight, Globe, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { BrandIcon } from "../../../components/brand-icon";
import { buttonClass } from "../../../components/button-styles";
import { SectionHeading } from "../../../components/section-heading";
import { FeatureCard } from "./feature-card";
import { SupportBanner } from "./support-banner";
import { TestimonialCarousel } from "./testimonial-carousel";

const trust = [
  { Icon: ShieldCheck, text: `Deposits insured up to ${brand.stats.insuredPerAccount} per account` },
  { Icon: Globe, text: `${brand.stats.countries} countries and ${brand.stats.currencies} currencies` },
  { Icon: Users, text: `${brand.stats.users} customers and ${brand.stats.businesses}+ businesses` },
];

/** A headed section of feature cards, four to a row on wide screens. */
function FeatureSection({
  id,
  eyebrow,
  title,
  lead,
  features,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  features: readonly Feature[];
}) {
  return (
    <section aria-labelledby={id} className="page-container py-16 sm:py-24">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <li key={feature.title}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Everything on the home page below the first screen; fetched right after the hero renders. */
export function HomeSections() {
  return (
    <>
      <div className="border-b border-ink-200 bg-white">
        <ul className="page-container grid gap-4 py-6 text-sm font-medium text-ink-700 md:grid-cols-3">
          {trust.map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <Icon className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>

      <FeatureSection
        id="why-title"
        eyebrow="Why Larkspur"
        title="Why should you choose us?"
        lead="Banking that stays out of your way: simple to use, quick to move, fair in price and careful with your money."
        features={pages.whyChooseUs}
      />

      <section aria-labelledby="solutions-title" className="border-y border-ink-200 bg-white">
        <div className="page-container grid gap-12 py-16 sm:py-24 lg:grid-cols-[2fr_3fr] lg:items-center">
          <div>
            <SectionHeading
              id="solutions-title"
              align="start"
              eyebrow="Payment solutions"
              title="Made for the way you earn"
              lead="Whether you sell, create or promote, get paid from anywhere and keep more of it."
            />
            <Link to="/signup" className={`${buttonClass("primary", "lg")} mt-8`}>
              Get started
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {pages.paymentSolutions.map((solution) => (
              <li key={solution.title} className="flex gap-4 rounded-2xl bg-ink-50 p-6">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-900 text-accent-300">
                  <BrandIcon name={solution.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{solution.title}</h3>
                  <p className="mt-1 text-sm text-ink-600">{solution.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FeatureSection
        id="services-title"
        eyebrow="Our services"
        title="Everything you need to move money"
        lead="One account for paying, getting paid and everything in between."
        features={pages.services}
      />

      <section
        id="how-it-works"
        aria-labelledby="how-title"
        className="scroll-mt-20 border-y border-ink-200 bg-white"
      >
        <div className="page-container py-16 sm:py-24">
          <SectionHeading
            id="how-title"
            eyebrow="Three steps"
            title="How does it work?"
            lead="From sign-up to your first payment in minutes."
          />
          <ol className="mt-12 grid gap-8 md:grid-cols-3">
            {pages.howItWorks.map((step, index) => (
              <li key={step.title} className="relative text-center">
                <span className="mx-auto grid size-16 place-items-center rounded-full border-2 border-accent-400 bg-accent-50 text-ink-900">
                  <BrandIcon name={step.icon} className="size-7" />
                </span>
                <p className="figures mt-4 text-sm font-semibold text-accent-700">Step {index + 1}</p>
                <h3 className="mt-1 text-lg font-semibold text-ink-900">{step.title}</h3>
                <p className="mx-auto mt-2 max-w-xs text-ink-600">{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 text-center">
            <Link to="/signup" className={buttonClass("primary", "lg")}>
              Sign up for free
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="testimonials-title" className="page-container py-16 sm:py-24">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What our customers say"
          lead={`${brand.stats.users} people and more than ${brand.stats.businesses} businesses trust ${brand.name}.`}
        />
        <div className="mt-12">
          <TestimonialCarousel />
        </div>
      </section>

      <SupportBanner />
    </>
  );
}
