import type { ReceivingDetails } from "@larkspur/shared/schemas/rails";
import { Trans, useLingui } from "@lingui/react/macro";
import { Copy } from "lucide-react";
import { AccountPage } from "../../../components/account-page";
import { ErrorState } from "../../../components/error-state";
import { useCurrentUser } from "../../../lib/session-store";
import { notify } from "../../../lib/toast";
import { useReceivingDetails } from "../api/receiving-details";

/**
 * "Receive money": what to give a payer at another bank. Money sent to these details reaches the customer's balance
 * when our partner bank reports it, in the currency it was sent in.
 */
export function ReceivePage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const details = useReceivingDetails(user?._id ?? "");
  return (
    <AccountPage
      title={t`Receive money`}
      lead={t`Give these details to anyone who pays you from another bank. The money reaches your balance as soon as our partner bank tells us it has arrived.`}
    >
      <div className="max-w-2xl">
        {details.isPending ? (
          <div role="status" className="space-y-3 rounded-2xl border border-ink-200 bg-white p-6">
            <span className="sr-only">
              <Trans>Loading your details</Trans>
            </span>
            {[1, 2, 3, 4, 5, 6].map((row) => (
              <div key={row} aria-hidden="true" className="h-10 animate-pulse rounded-lg bg-ink-200/60" />
            ))}
          </div>
        ) : details.isError ? (
          <ErrorState title={t`We could not load your details.`} query={details} />
        ) : (
          <DetailsCard details={details.data} />
        )}
      </div>
    </AccountPage>
  );
}

function DetailsCard({ details }: { details: ReceivingDetails }) {
  const { t } = useLingui();
  const { accountNumber } = details;
  const rows = [
    { label: t`Account holder`, value: details.accountHolder },
    { label: t`Account number`, value: details.accountNumber, figures: true },
    { label: t`Bank`, value: details.bankName },
    { label: t`Routing number (ABA)`, value: details.routingNumber, figures: true },
    { label: t`BIC (Swift code)`, value: details.bic, figures: true },
    { label: t`Bank address`, value: details.bankAddress },
  ];
  return (
    <section
      aria-labelledby="receive-details-title"
      className="rounded-2xl border border-ink-200 bg-white p-6"
    >
      <h2 id="receive-details-title" className="font-semibold text-ink-900">
        <Trans>Your account details</Trans>
      </h2>
      <dl className="mt-2 divide-y divide-ink-100">
        {rows.map((row) => (
          <div key={row.label} className="py-3">
            <dt className="text-sm text-ink-600">{row.label}</dt>
            <dd className="mt-0.5 flex items-center justify-between gap-4">
              <span
                className={`min-w-0 font-medium wrap-anywhere text-ink-900 ${row.figures ? "figures" : ""}`}
              >
                {row.value}
              </span>
              <CopyButton label={row.label} value={row.value} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
        <Trans>
          Payers in the United States use the routing number and account number; payers abroad use the BIC. If
          their bank asks for a reference, ask them to write your account number {accountNumber} there too.
        </Trans>
      </p>
    </section>
  );
}

function CopyButton({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t`${label} copied`);
    } catch {
      notify.error(t`Could not copy. Select the text and copy it yourself.`);
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={t`Copy ${label}`}
      className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-600 hover:bg-ink-100 hover:text-ink-900"
    >
      <Copy className="size-4" aria-hidden="true" />
    </button>
  );
}
