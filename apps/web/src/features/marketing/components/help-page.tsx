import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Mail, MessageCircle, Search } from "lucide-react";
import { useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { BrandIcon } from "../../../components/brand-icon";
import { buttonClass } from "../../../components/button-styles";
import { PageHero } from "../../../components/page-hero";
import { withValues } from "../../../lib/i18n";
import { brandFigures } from "../brand-figures";
import { type FaqCategory, faq, helpCategories } from "../content/help";
import { filterFaq } from "../filter-faq";
import { FaqList } from "./faq-list";

export function HelpPage() {
  const { i18n, t } = useLingui();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const deferredQuery = useDeferredValue(query);
  const searchBox = useRef<HTMLInputElement>(null);
  // The page arrives prerendered: words typed before the app took it over are searched for as well.
  useEffect(() => {
    const typedEarly = searchBox.current?.value;
    if (typedEarly) setQuery(typedEarly);
  }, []);
  // Searched in the reader's language, as shown.
  const figures = brandFigures();
  const shown = faq.map((entry) => ({
    category: entry.category,
    question: i18n._(entry.question),
    answer: i18n._(withValues(entry.answer, figures)),
  }));
  const entries = filterFaq(shown, deferredQuery, category);
  const searchId = useId();
  const chosen = helpCategories.find((item) => item.category === category);
  const count = entries.length;
  const total = faq.length;
  const topic = chosen ? i18n._(chosen.title) : "";
  const summary =
    count === total
      ? plural(total, { one: "# question", other: "# questions" })
      : chosen
        ? t`${count} of ${plural(total, { one: "# question", other: "# questions" })} in ${topic}`
        : t`${count} of ${plural(total, { one: "# question", other: "# questions" })}`;

  return (
    <>
      <PageHero
        title={t`Help`}
        lead={t`Answers to the questions we hear most, and people to talk to when you need them.`}
        crumbs={[{ label: t`Home`, to: "/" }, { label: t`Help` }]}
      />
      <div className="page-container py-12 sm:py-16">
        <search className="mx-auto block max-w-2xl">
          <label htmlFor={searchId} className="block text-lg font-semibold text-ink-900">
            <Trans>How can we help you?</Trans>
          </label>
          <div className="relative mt-3">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
              aria-hidden="true"
            />
            <input
              id={searchId}
              ref={searchBox}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t`Search for answers, e.g. transfer`}
              className="h-14 w-full rounded-xl border border-ink-300 bg-white pr-4 pl-12 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-ink-900"
            />
          </div>
        </search>

        <section aria-labelledby="topics-title" className="mt-12">
          <h2 id="topics-title" className="text-xl font-semibold text-ink-900">
            <Trans>Browse by topic</Trans>
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {helpCategories.map((item) => {
              const active = item.category === category;
              return (
                <li key={item.category}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => setCategory(active ? null : item.category)}
                    className={`flex h-full w-full flex-col items-start rounded-2xl border p-4 text-left transition-colors sm:p-6 ${
                      active
                        ? "border-ink-900 bg-ink-900 text-white"
                        : "border-ink-200 bg-white hover:border-ink-900"
                    }`}
                  >
                    <span
                      className={`grid size-11 place-items-center rounded-xl ${
                        active ? "bg-white/10 text-accent-300" : "bg-accent-50 text-accent-700"
                      }`}
                    >
                      <BrandIcon name={item.icon} className="size-5" />
                    </span>
                    <span className="mt-4 font-semibold">{i18n._(item.title)}</span>
                    <span className={`mt-1 text-sm ${active ? "text-ink-200" : "text-ink-600"}`}>
                      {i18n._(item.text)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="faq-title" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="faq-title" className="text-xl font-semibold text-ink-900">
              <Trans>Frequently asked questions</Trans>
            </h2>
            <p role="status" className="text-sm text-ink-600">
              {summary}
            </p>
          </div>
          <div className="mt-4">
            {entries.length > 0 ? (
              <FaqList entries={entries} />
            ) : (
              <div className="rounded-2xl border border-dashed border-ink-300 bg-white p-8 text-center">
                <p className="font-semibold text-ink-900">
                  <Trans>No answers match your search.</Trans>
                </p>
                <p className="mt-2 text-ink-600">
                  <Trans>
                    Try other words, choose another topic, or{" "}
                    <Link to="/contact-us" className="font-medium text-ink-900 underline underline-offset-4">
                      contact us
                    </Link>
                    .
                  </Trans>
                </p>
              </div>
            )}
          </div>
        </section>

        <section aria-labelledby="more-help-title" className="mt-12 grid gap-6 md:grid-cols-2">
          <h2 id="more-help-title" className="sr-only">
            <Trans>More ways to get help</Trans>
          </h2>
          <div className="rounded-2xl border border-ink-200 bg-white p-6 sm:p-8">
            <Mail className="size-6 text-accent-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-ink-900">
              <Trans>Still have a question?</Trans>
            </h3>
            <p className="mt-2 text-ink-600">
              <Trans>Write or call us; we answer every day, around the clock.</Trans>
            </p>
            <Link to="/contact-us" className={`${buttonClass("primary")} mt-6`}>
              <Trans>Contact Us</Trans>
            </Link>
          </div>
          <div className="rounded-2xl border border-ink-200 bg-white p-6 sm:p-8">
            <MessageCircle className="size-6 text-accent-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-ink-900">
              <Trans>Live chat</Trans>
            </h3>
            <p className="mt-2 text-ink-600">
              <Trans>Chat with a member of our support team, securely inside your account.</Trans>
            </p>
            <Link to="/support" className={`${buttonClass("outline")} mt-6`}>
              <Trans>Start live chat</Trans>
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
