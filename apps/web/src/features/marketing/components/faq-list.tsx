import { ChevronDown } from "lucide-react";
import * as Accordion from "radix-ui/accordion";
import type { FaqText } from "../filter-faq";

/** Questions that open and close independently; each is a button with aria-expanded, as Radix provides. */
export function FaqList({ entries }: { entries: readonly FaqText[] }) {
  return (
    <Accordion.Root
      type="multiple"
      className="divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white"
    >
      {entries.map((entry) => (
        <Accordion.Item key={entry.question} value={entry.question}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-ink-900 hover:bg-ink-50">
                {entry.question}
                <ChevronDown
                  className="size-5 shrink-0 text-ink-500 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-6 pb-5 leading-relaxed text-ink-700">
            {entry.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
