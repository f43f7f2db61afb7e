import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { Trans } from "@lingui/react/macro";
import { BalanceList } from "../../../components/balance-list";
import { otherBalances } from "../../../lib/balances";

/** The balances the customer holds beside the main dollar one; nothing when there are none. */
export function ProfileBalances({ user }: { user: CurrentUser }) {
  const others = otherBalances(user);
  if (others.length === 0) return null;
  return (
    <section
      aria-labelledby="other-balances-title"
      className="rounded-2xl border border-ink-200 bg-white p-6"
    >
      <h2 id="other-balances-title" className="font-semibold text-ink-900">
        <Trans>Other balances</Trans>
      </h2>
      <div className="mt-2">
        <BalanceList balances={others} />
      </div>
    </section>
  );
}
