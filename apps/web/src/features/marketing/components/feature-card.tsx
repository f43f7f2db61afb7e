import type { Feature } from "@larkspur/shared/brand";
import { BrandIcon } from "../../../components/brand-icon";

/** A quiet bordered card with an icon, a title and a sentence. */
export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <div className="h-full rounded-2xl border border-ink-200 bg-white p-6">
      <span className="grid size-12 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <BrandIcon name={feature.icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink-900">{feature.title}</h3>
      <p className="mt-2 text-ink-600">{feature.text}</p>
    </div>
  );
}
