import { brand } from "@larkspur/shared/brand";
import { useLingui } from "@lingui/react/macro";
import { brandFigures } from "../brand-figures";

export function StatsBand() {
  const { t } = useLingui();
  const figures = brandFigures();
  const stats = [
    { value: figures.countries, label: t`Countries` },
    { value: figures.currencies, label: t`Currencies` },
    { value: figures.users, label: t`Users` },
    { value: t`24X7`, label: t`Support` },
  ];
  const name = brand.name;
  return (
    <section aria-label={t`${name} in numbers`} className="surface-dark bg-ink-900 text-white">
      <dl className="page-container grid grid-cols-2 gap-8 py-12 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium tracking-wide text-ink-200 uppercase">{stat.label}</dt>
            <dd className="figures text-4xl font-semibold text-accent-300">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
