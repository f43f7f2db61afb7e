import type { CustomerSummary } from "@larkspur/shared/schemas/admin";
import { Trans } from "@lingui/react/macro";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** Whether the account is usable and may send money, in words (never colour alone). */
export function AccountBadges({
  customer,
}: {
  customer: Pick<CustomerSummary, "status" | "transferDisabled">;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {customer.status === "disabled" ? (
        <span className={`${badge} bg-red-50 text-negative-600`}>
          <Trans>Disabled</Trans>
        </span>
      ) : (
        <span className={`${badge} bg-green-50 text-positive-600`}>
          <Trans>Active</Trans>
        </span>
      )}
      {customer.transferDisabled && (
        <span className={`${badge} bg-accent-50 text-accent-700`}>
          <Trans>Transfers on hold</Trans>
        </span>
      )}
    </span>
  );
}
