import { brand } from "@larkspur/shared/brand";

const stats = [
  { value: brand.stats.countries, label: "Countries" },
  { value: brand.stats.currencies, label: "Currencies" },
  { value: brand.stats.users, label: "Users" },
  { value: brand.stats.support, label: "Support" },
];

export function StatsBand() {
  return (
    <section aria-label={`${brand.name} in numbers`} className="surface-dark bg-ink-900 text-white">
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
