import { Trans, useLingui } from "@lingui/react/macro";

/** A sample card (hard-coded, with the holder's name); its Delete control is shown but cannot act yet. */
export function SampleCard({
  brand,
  last4,
  expiry,
  holder,
  primary = false,
}: {
  brand: "visa" | "mastercard";
  last4: string;
  expiry: string;
  holder: string;
  primary?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div
      className={`group relative flex min-h-44 flex-col justify-between rounded-2xl p-6 text-white shadow-sm ${
        brand === "visa"
          ? "bg-gradient-to-br from-ink-900 to-ink-700"
          : "bg-gradient-to-br from-ink-800 to-accent-700"
      }`}
    >
      <div className="flex items-start justify-between">
        <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold">
          {primary ? t`Primary · Sample` : t`Sample`}
        </span>
        {brand === "visa" ? <VisaLogo /> : <MastercardLogo />}
      </div>
      <p className="figures text-lg tracking-widest">
        <span aria-hidden="true">•••• •••• •••• </span>
        <span className="sr-only">
          <Trans>Card ending in</Trans>{" "}
        </span>
        {last4}
      </p>
      <div className="flex items-end justify-between text-sm">
        <span>{holder}</span>
        <span className="figures">
          <span className="sr-only">
            <Trans>Expires</Trans>{" "}
          </span>
          {expiry}
        </span>
      </div>
      <div className="absolute inset-0 grid place-items-center rounded-2xl bg-ink-950/70 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
        <button
          type="button"
          disabled
          aria-label={t`Delete card ending in ${last4} (not available yet)`}
          className="rounded-lg border border-white/60 px-4 py-2 text-sm font-semibold"
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </div>
  );
}

function VisaLogo() {
  return (
    <svg viewBox="0 0 48 16" className="h-5 w-auto" role="img" aria-label="Visa">
      <text
        x="0"
        y="14"
        fill="white"
        fontSize="16"
        fontStyle="italic"
        fontWeight="800"
        fontFamily="sans-serif"
      >
        VISA
      </text>
    </svg>
  );
}

function MastercardLogo() {
  return (
    <svg viewBox="0 0 40 24" className="h-7 w-auto" role="img" aria-label="Mastercard">
      <circle cx="14" cy="12" r="10" fill="#eb001b" />
      <circle cx="26" cy="12" r="10" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}
