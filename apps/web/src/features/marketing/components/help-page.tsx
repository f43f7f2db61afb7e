import { brand, type FaqCategory } from "@larkspur/shared/brand";
import { help } from "@larkspur/shared/brand-help";
import { Mail, MessageCircle, Search } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Link } from "react-router";
import { BrandIcon } from "../../../components/brand-icon";
import { buttonClass } from "../../../components/button-styles";
import { PageHero } from "../../../components/page-hero";
import { notify } from "../../../lib/toast";
import { filterFaq } from "../filter-faq";
import { FaqList } from "./faq-list";

export function HelpPage() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const deferredQuery = useDeferredValue(query);
  const entries = filterFaq(help.faq, deferredQuery, category);
  const searchId = useId();
  const chosen = help.helpCategories.find((item) => item.category === category);
  const phone = brand.contact.phones[0]?.number;

  return (
    <>
      <PageHero
        title="Help"
        lead="Answers to the questions we hear most, and people to talk to when you need them."
        crumbs={[{ label: "Home", to: "/" }, { label: "Help" }]}
      />
      <div className="page-container py-12 sm:py-16">
        <search className="mx-auto block max-w-2xl">
          <label htmlFor={searchId} className="block text-lg font-semibold text-ink-900">
            How can we help you?
          </label>
          <div className="relative mt-3">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search for answers, e.g. transfer"
              className="h-14 w-full rounded-xl border border-ink-300 bg-white pr-4 pl-12 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-ink-900"
            />
          </div>
        </search>

        <section aria-labelledby="topics-title" className="mt-12">
          <h2 id="topics-title" className="text-xl font-semibold text-ink-900">
            Browse by topic
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {help.helpCategories.map((item) => {
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
                    <span className="mt-4 font-semibold">{item.title}</span>
                    <span className={`mt-1 text-sm ${active ? "text-ink-200" : "text-ink-600"}`}>
                      {item.text}
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
              Frequently asked questions
            </h2>
            <p role="status" className="text-sm text-ink-600">
              {entries.length === help.faq.length
                ? `${entries.length} questions`
                : `${entries.length} of ${help.faq.length} questions${chosen ? ` in ${chosen.title}` : ""}`}
            </p>
          </div>
          <div className="mt-4">
            {entries.length > 0 ? (
              <FaqList entries={entries} />
            ) : (
              <div className="rounded-2xl border border-dashed border-ink-300 bg-white p-8 text-center">
                <p className="font-semibold text-ink-900">No answers match your search.</p>
                <p className="mt-2 text-ink-600">
                  Try other words, choose another topic, or{" "}
                  <Link to="/contact-us" className="font-medium text-ink-900 underline underline-offset-4">
                    contact us
                  </Link>
                  .
                </p>
              </div>
            )}
          </div>
        </section>

        <section aria-labelledby="more-help-title" className="mt-12 grid gap-6 md:grid-cols-2">
          <h2 id="more-help-title" className="sr-only">
            More ways to get help
          </h2>
          <div className="rounded-2xl border border-ink-200 bg-white p-6 sm:p-8">
            <Mail className="size-6 text-accent-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-ink-900">Still have a question?</h3>
            <p className="mt-2 text-ink-600">Write or call us; we answer every day, around the clock.</p>
            <Link to="/contact-us" className={`${buttonClass("primary")} mt-6`}>
              Contact Us
            </Link>
          </div>
          <div className="rounded-2xl border border-ink-200 bg-white p-6 sm:p-8">
            <MessageCircle className="size-6 text-accent-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-ink-900">Live chat</h3>
            <p className="mt-2 text-ink-600">Chat with a member of our support team.</p>
            <button
              type="button"
              className={`${buttonClass("outline")} mt-6`}
              onClick={() =>
                notify.info(
                  `Live chat is not available yet. Please call us on ${phone} or use the Contact Us page.`,
                )
              }
            >
              Start live chat
            </button>
          </div>
        </section>
      </div>
    </>
  );
}
