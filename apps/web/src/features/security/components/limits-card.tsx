import { centsToDollars, dollarsToCents } from "@larkspur/shared/money";
import type { LimitsResponse } from "@larkspur/shared/schemas/limits";
import { Trans, useLingui } from "@lingui/react/macro";
import { Gauge } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { formatAmount } from "../../../lib/format";
import { useCurrentUser } from "../../../lib/session-store";
import { useLimits } from "../api/limits";
import { LimitsModal } from "./limits-modal";

/** What is left of a limit, never below nothing; worked out in cents. */
export function leftOf(limit: number, used: number): number {
  const left = (dollarsToCents(limit) ?? 0n) - (dollarsToCents(used) ?? 0n);
  return centsToDollars(left > 0n ? left : 0n);
}

/** How much of a limit is used, as a whole percentage from 0 to 100, for the bar. */
const usedShare = (limit: number, used: number) => Math.min(100, Math.round((used / limit) * 100));

/** The customer's limits on money out, what is used and what is left; they lower them from here. */
export function LimitsCard() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const userId = user?._id ?? "";
  const limits = useLimits(userId);
  const [open, setOpen] = useState(false);

  return (
    <section
      aria-labelledby="limits-title"
      className="rounded-2xl border border-ink-200 bg-white p-6 lg:col-span-2"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
        <Gauge className="size-5" aria-hidden="true" />
      </span>
      <h2 id="limits-title" className="mt-4 text-lg font-semibold text-ink-900">
        <Trans>Sending limits</Trans>
      </h2>
      <p className="mt-1 text-ink-600">
        <Trans>
          The most that can leave your account by transfers and payments. Lower them to keep your money safer
          if your account is ever misused. A day runs from midnight in your time zone.
        </Trans>{" "}
        <Trans>
          Money sent from another currency counts at its dollar value at the reference rate in force.
        </Trans>
      </p>
      {limits.isPending ? (
        <div role="status" aria-busy="true" className="mt-5 grid gap-4 sm:grid-cols-3">
          <span className="sr-only">
            <Trans>Loading your limits</Trans>
          </span>
          {[1, 2, 3].map((box) => (
            <div key={box} className="h-28 animate-pulse rounded-xl bg-ink-100 motion-reduce:animate-none" />
          ))}
        </div>
      ) : limits.isError ? (
        <p role="alert" className="mt-4 text-ink-600">
          <Trans>We could not load your limits.</Trans>{" "}
          <button
            type="button"
            onClick={() => limits.refetch()}
            disabled={limits.isFetching}
            className="font-semibold text-ink-900 underline underline-offset-4"
          >
            {limits.isFetching ? t`Trying again...` : t`Try again`}
          </button>
        </p>
      ) : (
        <>
          <LimitFigures limits={limits.data} />
          <button
            type="button"
            onClick={() => setOpen(true)}
            className={`${buttonClass("outline", "sm")} mt-5`}
          >
            <Trans>Change limits</Trans>
          </button>
          <LimitsModal open={open} onOpenChange={setOpen} userId={userId} limits={limits.data} />
        </>
      )}
    </section>
  );
}

function LimitFigures({ limits }: { limits: LimitsResponse }) {
  const { t } = useLingui();
  const leftToday = formatAmount(leftOf(limits.daily, limits.usedToday));
  const leftIn30Days = formatAmount(leftOf(limits.monthly, limits.used30Days));
  const perPayment = formatAmount(limits.perPayment);
  return (
    <dl className="mt-5 grid gap-4 sm:grid-cols-3">
      <div className="rounded-xl border border-ink-200 p-4">
        <dt className="text-sm text-ink-600">
          <Trans>Per payment</Trans>
        </dt>
        <dd className="figures mt-1 text-xl font-semibold text-ink-900">{perPayment}</dd>
        <dd className="mt-1 text-sm text-ink-600">
          <Trans>The most for one transfer or payment</Trans>
        </dd>
      </div>
      <Usage
        label={t`Daily`}
        limit={limits.daily}
        used={limits.usedToday}
        leftText={t`${leftToday} left today`}
      />
      <Usage
        label={t`30 days`}
        limit={limits.monthly}
        used={limits.used30Days}
        leftText={t`${leftIn30Days} left in these 30 days`}
      />
    </dl>
  );
}

function Usage({
  label,
  limit,
  used,
  leftText,
}: {
  label: string;
  limit: number;
  used: number;
  leftText: string;
}) {
  const share = usedShare(limit, used);
  const usedAmount = formatAmount(used);
  return (
    <div className="rounded-xl border border-ink-200 p-4">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="figures mt-1 text-xl font-semibold text-ink-900">{formatAmount(limit)}</dd>
      <dd className="mt-2">
        <div className="h-2 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
          <div
            className={`h-full rounded-full ${share >= 100 ? "bg-negative-600" : "bg-accent-500"}`}
            style={{ width: `${share}%` }}
          />
        </div>
        <p className="figures mt-2 text-sm text-ink-600">
          <Trans>{usedAmount} used</Trans> · <span className="font-medium text-ink-900">{leftText}</span>
        </p>
      </dd>
    </div>
  );
}
