import type { Payee } from "@larkspur/shared/schemas/payments";
import { Trans } from "@lingui/react/macro";
import { BadgeCheck } from "lucide-react";

/** Who the money goes to, as the bank knows them: shown before anything is sent (confirmation of payee). */
export function PayeeCard({ payee }: { payee: Payee }) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-positive-600/40 bg-white p-4">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-ink-900 text-lg font-semibold text-white"
      >
        {payee.name.charAt(0)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-positive-600 uppercase">
          <Trans>Larkspur account found</Trans>
        </p>
        <p className="truncate text-lg font-semibold text-ink-900">{payee.name}</p>
        <p className="figures text-sm text-ink-600">{payee.accountNumber}</p>
      </div>
      <BadgeCheck className="size-6 shrink-0 text-positive-600" aria-hidden="true" />
    </div>
  );
}
