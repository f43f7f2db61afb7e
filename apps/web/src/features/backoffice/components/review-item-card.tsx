import type { ReviewItem } from "@larkspur/shared/schemas/admin";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Check, Clock3, UsersRound, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { SubmitButton } from "../../../components/submit-button";
import { formatAmount, formatDateTime } from "../../../lib/format";
import { notify } from "../../../lib/toast";
import { accountTypeLabel, transferOptionLabel } from "../../../lib/transfer-labels";
import { useApproveTransfer } from "../api/approve-transfer";
import { formatAge } from "../format-age";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** Where the money goes: a transfer's payee and bank, or, for a deposit, the customer's own account. */
function Destination({ item }: { item: ReviewItem }) {
  const bank = item.bankDetails;
  if (item.type === "Deposit") {
    return (
      <Detail label={t`Deposit`}>
        <Trans>Credited to the customer's account once approved</Trans>
      </Detail>
    );
  }
  return (
    <>
      <Detail label={t`Payee`}>{bank?.accountName ?? "—"}</Detail>
      <Detail label={t`Account number`}>
        <span className="figures">{bank?.accountNumber ?? "—"}</span>
      </Detail>
      <Detail label={t`Bank`}>{bank?.bankName ?? "—"}</Detail>
      <Detail label={t`Account type`}>{bank ? accountTypeLabel(bank.accountType) : "—"}</Detail>
      <Detail label={t`Transfer`}>
        {item.transferOption ? transferOptionLabel(item.transferOption) : "—"}
      </Detail>
      {bank?.country && <Detail label={t`Country`}>{bank.country}</Detail>}
      {bank?.routingNumber && (
        <Detail label={t`Routing number`}>
          <span className="figures">{bank.routingNumber}</span>
        </Detail>
      )}
      {bank?.swiftCode && <Detail label={t`Swift code`}>{bank.swiftCode}</Detail>}
    </>
  );
}

/**
 * One transfer, or one deposit above the four-eyes threshold, waiting for review: who, how much, where to, for how
 * long, and the decision buttons.
 */
export function ReviewItemCard({
  item,
  onReject,
}: {
  item: ReviewItem;
  onReject: (item: ReviewItem) => void;
}) {
  useLingui(); // re-renders in a newly chosen language
  const headingId = useId();
  const amountId = useId();
  const approve = useApproveTransfer();
  const isDeposit = item.type === "Deposit";
  const fourEyes = item.approvalsRequired > 1;
  const amount = formatAmount(item.amount);
  const { approvals, approvalsRequired } = item;
  const waiting = formatAge(item.ageSeconds);
  const { accountNumber } = item.customer;

  const onApprove = () =>
    approve.mutate(item.transactionId, {
      onSuccess: ({ completed, approvals, approvalsRequired }) => {
        if (completed && isDeposit) notify.success(t`Deposit of ${amount} approved and credited.`);
        else if (completed) notify.success(t`Transfer of ${amount} approved and sent.`);
        else
          notify.info(
            t`Approval recorded: ${approvals} of ${approvalsRequired} approvals. A second operator must approve it too.`,
          );
      },
    });

  return (
    <article
      aria-labelledby={`${headingId} ${amountId}`}
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink-900">
            <Link
              to={`/admin/customers/${encodeURIComponent(item.customer.id)}`}
              className="rounded underline-offset-4 hover:underline"
            >
              {item.customer.firstName} {item.customer.lastName}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm break-all text-ink-600">
            {item.customer.email} · <span className="figures">{t`Account ${accountNumber}`}</span>
          </p>
        </div>
        <div className="text-right">
          <p id={amountId} className="figures text-2xl font-semibold tracking-tight text-ink-900">
            {amount}
          </p>
          <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-ink-600">
            <Clock3 className="size-4" aria-hidden="true" />
            <Trans>Waiting {waiting}</Trans>
          </p>
        </div>
      </div>

      <dl className="mt-5 grid gap-4 border-t border-ink-100 pt-5 sm:grid-cols-2 lg:grid-cols-4">
        <Destination item={item} />
        <Detail label={t`Description`}>{item.description}</Detail>
        <Detail label={t`Requested`}>
          <time dateTime={item.dateTime}>{formatDateTime(item.dateTime)}</time>
        </Detail>
        <Detail label={t`Transaction ID`}>
          <span className="figures">#{item.transactionId}</span>
        </Detail>
      </dl>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-5">
        {fourEyes ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-700">
            <UsersRound className="size-4" aria-hidden="true" />
            <Trans>
              {approvals} of {approvalsRequired} approvals
            </Trans>
            {item.approvedByMe && (
              <span className="font-normal">
                {isDeposit
                  ? t`· you asked for it, a second operator must approve`
                  : t`· yours is in, a second operator must approve`}
              </span>
            )}
          </p>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => onReject(item)} className={buttonClass("outline")}>
            <X className="size-4" aria-hidden="true" />
            <Trans>Reject</Trans>
          </button>
          {item.approvedByMe ? (
            <button type="button" disabled className={buttonClass("primary")}>
              <Check className="size-4" aria-hidden="true" />
              {isDeposit ? t`Asked for by you` : t`Approved by you`}
            </button>
          ) : (
            <SubmitButton
              type="button"
              size="md"
              className=""
              busy={approve.isPending}
              busyLabel={t`Approving...`}
              onClick={onApprove}
            >
              <Check className="size-4" aria-hidden="true" />
              <Trans>Approve</Trans>
            </SubmitButton>
          )}
        </div>
      </div>
    </article>
  );
}
