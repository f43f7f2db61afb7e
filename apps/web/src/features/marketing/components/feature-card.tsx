import { useLingui } from "@lingui/react/macro";
import { BrandIcon } from "../../../components/brand-icon";
import { withValues } from "../../../lib/i18n";
import { brandFigures } from "../brand-figures";
import type { Feature } from "../content/pages";

/** A quiet bordered card with an icon, a title and a sentence. */
export function FeatureCard({ feature }: { feature: Feature }) {
  const { i18n } = useLingui();
  return (
    <div className="flex h-full gap-4 rounded-2xl border border-ink-200 bg-white p-5 sm:block sm:p-6">
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <BrandIcon name={feature.icon} />
      </span>
      <div>
        <h3 className="text-lg font-semibold text-ink-900 sm:mt-5">{i18n._(feature.title)}</h3>
        <p className="mt-1 text-ink-600 sm:mt-2">{i18n._(withValues(feature.text, brandFigures()))}</p>
      </div>
    </div>
  );
}
