import { brand } from "@larkspur/shared/brand";
import { pages } from "@larkspur/shared/brand-pages";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { BrandIcon } from "../../../components/brand-icon";
import { buttonClass } from "../../../components/button-styles";
import { PageHero } from "../../../components/page-hero";

export function FeesPage() {
  return (
    <>
      <PageHero
        title="Fees"
        lead={`Simple prices, shown before you confirm. Send, receive and convert in ${brand.stats.currencies} currencies.`}
        crumbs={[{ label: "Home", to: "/" }, { label: "Fees" }]}
      />
      <section aria-label="Our fees" className="page-container py-16 sm:py-24">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pages.fees.map((fee) => (
            <li
              key={fee.title}
              className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 sm:p-8"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">
                <BrandIcon name={fee.icon} />
              </span>
              <h2 className="mt-5 text-lg font-semibold text-ink-900">{fee.title}</h2>
              <p className="figures mt-2 text-3xl font-semibold tracking-tight text-ink-900">{fee.price}</p>
              <p className="mt-3 text-ink-600">{fee.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="open-account-title" className="page-container pb-16 sm:pb-24">
        <div className="surface-dark flex flex-col items-start gap-6 rounded-3xl bg-ink-900 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="open-account-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {pages.feesCta.title}
            </h2>
            <p className="mt-3 max-w-xl text-ink-200">{pages.feesCta.text}</p>
          </div>
          <Link to="/signup" className={buttonClass("accent", "lg")}>
            {pages.feesCta.cta}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}
