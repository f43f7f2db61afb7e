import type { ReactNode } from "react";

/** An h2 with an optional small label above and a lead paragraph below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: "center" | "start";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-ink-600">{lead}</p>}
    </div>
  );
}
