import { brand } from "@larkspur/shared/brand";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, Globe, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { BrandIcon } from "../../../components/brand-icon";
import { buttonClass } from "../../../components/button-styles";
import { SectionHeading } from "../../../components/section-heading";
import { brandFigures } from "../brand-figures";
import { type Feature, howItWorks, paymentSolutions, services, whyChooseUs } from "../content/pages";
import { FeatureCard } from "./feature-card";
import { SupportBanner } from "./support-banner";
import { TestimonialCarousel } from "./testimonial-carousel";

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
          <li key={feature.title.id}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Everything on the home page below the first screen; fetched right after the hero renders. */
export function HomeSections() {
  const { i18n, t } = useLingui();
  const { insured, countries, currencies, users, businesses } = brandFigures();
  const name = brand.name;
  const trust = [
    { Icon: ShieldCheck, text: t`Deposits insured up to ${insured} per account` },
    { Icon: Globe, text: t`${countries} countries and ${currencies} currencies` },
    { Icon: Users, text: t`${users} customers and ${businesses}+ businesses` },
  ];
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
        eyebrow={t`Why Larkspur`}
        title={t`Why should you choose us?`}
        lead={t`Banking that stays out of your way: simple to use, quick to move, fair in price and careful with your money.`}
        features={whyChooseUs}
      />

      <section aria-labelledby="solutions-title" className="border-y border-ink-200 bg-white">
        <div className="page-container grid gap-12 py-16 sm:py-24 lg:grid-cols-[2fr_3fr] lg:items-center">
          <div>
            <SectionHeading
              id="solutions-title"
              align="start"
              eyebrow={t`Payment solutions`}
              title={t`Made for the way you earn`}
              lead={t`Whether you sell, create or promote, get paid from anywhere and keep more of it.`}
            />
            <Link to="/signup" className={`${buttonClass("primary", "lg")} mt-8`}>
              <Trans>Get started</Trans>
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {paymentSolutions.map((solution) => (
              <li key={solution.title.id} className="flex gap-4 rounded-2xl bg-ink-50 p-6">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-900 text-accent-300">
                  <BrandIcon name={solution.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{i18n._(solution.title)}</h3>
                  <p className="mt-1 text-sm text-ink-600">{i18n._(solution.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FeatureSection
        id="services-title"
        eyebrow={t`Our services`}
        title={t`Everything you need to move money`}
        lead={t`One account for paying, getting paid and everything in between.`}
        features={services}
      />

      <section
        id="how-it-works"
        aria-labelledby="how-title"
        className="scroll-mt-20 border-y border-ink-200 bg-white"
      >
        <div className="page-container py-16 sm:py-24">
          <SectionHeading
            id="how-title"
            eyebrow={t`Three steps`}
            title={t`How does it work?`}
            lead={t`From sign-up to your first payment in minutes.`}
          />
          <ol className="mt-12 grid gap-8 md:grid-cols-3">
            {howItWorks.map((step, index) => {
              const number = index + 1;
              return (
                <li key={step.title.id} className="relative text-center">
                  <span className="mx-auto grid size-16 place-items-center rounded-full border-2 border-accent-400 bg-accent-50 text-ink-900">
                    <BrandIcon name={step.icon} className="size-7" />
                  </span>
                  <p className="figures mt-4 text-sm font-semibold text-accent-700">
                    <Trans>Step {number}</Trans>
                  </p>
                  <h3 className="mt-1 text-lg font-semibold text-ink-900">{i18n._(step.title)}</h3>
                  <p className="mx-auto mt-2 max-w-xs text-ink-600">{i18n._(step.text)}</p>
                </li>
              );
            })}
          </ol>
          <div className="mt-12 text-center">
            <Link to="/signup" className={buttonClass("primary", "lg")}>
              <Trans>Sign up for free</Trans>
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="testimonials-title" className="page-container py-16 sm:py-24">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t`Testimonials`}
          title={t`What our customers say`}
          lead={t`${users} people and more than ${businesses} businesses trust ${name}.`}
        />
        <div className="mt-12">
          <TestimonialCarousel />
        </div>
      </section>

      <SupportBanner />
    </>
  );
}
