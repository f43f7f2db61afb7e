import type { Recipient } from "@larkspur/shared/schemas/recipients";
import { Trans, useLingui } from "@lingui/react/macro";
import { Landmark } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { countryName } from "../../../lib/country-names";
import { accountTypeLabel, transferOptionLabel } from "../../../lib/transfer-labels";

/** A saved bank account: the bank, the holder and the last four characters of the number, and a way to remove it. */
export function BankAccountCard({ account, onRemove }: { account: Recipient; onRemove: () => void }) {
  const { t } = useLingui();
  const details = account.bankDetails;
  const ending = account.maskedAccountNumber.slice(-4);
  const bankName = details?.bankName ?? "";
  const where = details?.country ? countryName(details.country) : transferOptionLabel(account.type);
  return (
    <article
      aria-label={t`${bankName}, account ending in ${ending}`}
      className="flex min-h-44 flex-col justify-between gap-4 rounded-2xl border border-ink-200 bg-white p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink-50 text-ink-700">
          <Landmark className="size-5" aria-hidden="true" />
        </span>
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
          {where}
        </span>
      </div>
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink-900">{bankName}</p>
        <p className="truncate text-sm text-ink-600">{account.name}</p>
        <p className="figures mt-2 text-lg tracking-widest text-ink-900">
          <span aria-hidden="true">{account.maskedAccountNumber}</span>
          <span className="sr-only">
            <Trans>Account ending in {ending}</Trans>
          </span>
        </p>
        {details && <p className="text-sm text-ink-600">{accountTypeLabel(details.accountType)}</p>}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t`Remove bank account ending in ${ending}`}
        className={`${buttonClass("outline", "sm")} self-start`}
      >
        <Trans>Remove</Trans>
      </button>
    </article>
  );
}
