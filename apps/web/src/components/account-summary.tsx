import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatAmount } from "../lib/format";
import { Avatar } from "./avatar";
import { buttonClass } from "./button-styles";

export function fullName(user: CurrentUser): string {
  return [user.firstName, user.middleName, user.lastName].filter(Boolean).join(" ");
}

/** What stands where data will show, while it loads. */
export const placeholder = "animate-pulse bg-ink-200/60";

/**
 * The left column of the dashboard and the profile: who, which account, how much, where to get help. The profile
 * adds its camera control to the avatar (`avatarExtra`) and the upload's progress below the account (`status`);
 * each page lists the balances in other currencies below the main one (`balances`); the dashboard offers a way to add
 * money under the balance (`balanceAction`).
 * Without a user yet (the dashboard's loader) the cards show placeholders of the same size where the account's
 * details go, so nothing moves when they arrive.
 */
export function AccountSummary({
  user,
  greeting,
  avatarExtra,
  status,
  balances,
  balanceAction,
}: {
  user: CurrentUser | null;
  greeting: ReactNode;
  avatarExtra?: ReactNode;
  status?: ReactNode;
  balances?: ReactNode;
  balanceAction?: ReactNode;
}) {
  const { t } = useLingui();
  const accountNumber = user?.accountNumber;
  return (
    <div className="space-y-6">
      <section
        aria-label={t`Your account`}
        className="rounded-2xl border border-ink-200 bg-white p-6 text-center"
      >
        {/* Keyed, so React does not reuse a placeholder's element for the avatar and the browser sees no shift. */}
        {user ? (
          <div key="account">
            <div className="relative mx-auto w-fit">
              <Avatar user={user} />
              {avatarExtra}
            </div>
            <p className="mt-4 text-lg font-semibold text-ink-900">{greeting}</p>
            <p className="mt-1 text-sm text-ink-600">
              <Trans>
                Account ID: <span className="figures font-medium text-ink-900">{accountNumber}</span>
              </Trans>
            </p>
            {status}
          </div>
        ) : (
          <div key="placeholder" aria-hidden="true">
            <div className={`${placeholder} mx-auto size-24 rounded-full`} />
            <div className={`${placeholder} mx-auto mt-4 h-7 w-40 rounded-lg`} />
            <div className={`${placeholder} mx-auto mt-1 h-5 w-48 rounded-lg`} />
          </div>
        )}
      </section>
      <section aria-labelledby="balance-title" className="surface-dark rounded-2xl bg-ink-900 p-6 text-white">
        <h2 id="balance-title" className="text-sm font-medium text-ink-200">
          <Trans>Available Balance</Trans>
        </h2>
        {user ? (
          <p className="figures mt-2 text-3xl font-semibold tracking-tight">{formatAmount(user.balance)}</p>
        ) : (
          <div aria-hidden="true" className="mt-2 h-9 w-40 animate-pulse rounded-lg bg-white/15" />
        )}
        <p className="mt-1 text-sm text-ink-300">
          <Trans>US Dollar account</Trans>
        </p>
        {balanceAction}
      </section>
      {balances}
      <section aria-labelledby="help-title" className="rounded-2xl border border-ink-200 bg-white p-6">
        <h2 id="help-title" className="font-semibold text-ink-900">
          <Trans>Need Help?</Trans>
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          <Trans>Have questions or concerns about your account? Our team is here, day and night.</Trans>
        </p>
        <Link to="/support" className={`${buttonClass("outline", "sm")} mt-4`}>
          <MessageCircle className="size-4" aria-hidden="true" />
          <Trans>Chat with Us</Trans>
        </Link>
      </section>
    </div>
  );
}
