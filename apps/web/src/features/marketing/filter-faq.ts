import type { FaqCategory, FaqEntry } from "@larkspur/shared/brand";

/** Words are matched case- and accent-insensitively, anywhere in the question or the answer. */
function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The entries in `category` (or all) that contain every word of `query`. */
export function filterFaq(
  entries: readonly FaqEntry[],
  query: string,
  category: FaqCategory | null,
): FaqEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (category && entry.category !== category) return false;
    const haystack = normalise(`${entry.question} ${entry.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
