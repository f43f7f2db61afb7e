import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { faq } from "./content/help";
import { filterFaq } from "./filter-faq";

/** The questions as an English reader sees them. */
const help = {
  get faq() {
    return faq.map((entry) => ({
      category: entry.category,
      question: i18n._(entry.question),
      answer: i18n._(entry.answer),
    }));
  },
};

describe("filterFaq", () => {
  it("returns everything for an empty query and no topic", () => {
    expect(filterFaq(help.faq, "  ", null)).toHaveLength(help.faq.length);
  });

  it("needs every word, in any order and case, in the question or the answer", () => {
    const found = filterFaq(help.faq, "PASSWORD reset", null).map((entry) => entry.question);
    expect(found).toContain("I forgot my password. How do I reset it?");
    expect(filterFaq(help.faq, "password zebra", null)).toHaveLength(0);
  });

  it("keeps to the chosen topic", () => {
    const found = filterFaq(help.faq, "", "payment-methods");
    expect(found.every((entry) => entry.category === "payment-methods")).toBe(true);
    expect(found.length).toBeGreaterThan(0);
  });
});
