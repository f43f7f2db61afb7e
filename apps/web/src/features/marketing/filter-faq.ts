import type { FaqCategory } from "./content/help";

/** A question and its answer as the reader sees them, in their language. */
export interface FaqText {
  category: FaqCategory;
  question: string;
  answer: string;
}

/** Words are matched case- and accent-insensitively, anywhere in the question or the answer. */
function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The entries in `category` (or all) that contain every word of `query`. */
export function filterFaq(
  entries: readonly FaqText[],
  query: string,
  category: FaqCategory | null,
): FaqText[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (category && entry.category !== category) return false;
    const haystack = normalise(`${entry.question} ${entry.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
