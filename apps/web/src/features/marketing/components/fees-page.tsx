import { useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { BrandIcon } from "../../../components/brand-icon";
import { buttonClass } from "../../../components/button-styles";
import { PageHero } from "../../../components/page-hero";
import { brandFigures } from "../brand-figures";
import { fees, feesCta } from "../content/pages";

export function FeesPage() {
  const { i18n, t } = useLingui();
  const { currencies } = brandFigures();
  return (
    <>
      <PageHero
        title={t`Fees`}
        lead={t`Simple prices, shown before you confirm. Send, receive and convert in ${currencies} currencies.`}
        crumbs={[{ label: t`Home`, to: "/" }, { label: t`Fees` }]}
      />
      <section aria-label={t`Our fees`} className="page-container py-16 sm:py-24">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {fees.map((fee) => (
            <li
              key={fee.title.id}
              className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 sm:p-8"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">
                <BrandIcon name={fee.icon} />
              </span>
              <h2 className="mt-5 text-lg font-semibold text-ink-900">{i18n._(fee.title)}</h2>
              <p className="figures mt-2 text-3xl font-semibold tracking-tight text-ink-900">
                {i18n._(fee.price)}
              </p>
              <p className="mt-3 text-ink-600">{i18n._(fee.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="open-account-title" className="page-container pb-16 sm:pb-24">
        <div className="surface-dark flex flex-col items-start gap-6 rounded-3xl bg-ink-900 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="open-account-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {i18n._(feesCta.title)}
            </h2>
            <p className="mt-3 max-w-xl text-ink-200">{i18n._(feesCta.text)}</p>
          </div>
          <Link to="/signup" className={buttonClass("accent", "lg")}>
            {i18n._(feesCta.cta)}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}
