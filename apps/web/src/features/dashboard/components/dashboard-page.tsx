import { timings } from "@larkspur/shared/limits";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { AccountPage } from "../../../components/account-page";
import { AccountSummary, fullName } from "../../../components/account-summary";
import { buttonClass } from "../../../components/button-styles";
import { listsBalances, otherBalances } from "../../../lib/balances";
import { useCurrentUserQuery } from "../../../lib/current-user-query";
import { useCurrentUser } from "../../../lib/session-store";
import { useTransactions } from "../../../lib/transactions-query";
import { useSettled } from "../../../lib/use-settled";
import { BalancesCard } from "./balances-card";
import { NextScheduled } from "./next-scheduled";
import { ProfileCompleteness } from "./profile-completeness";
import { RecentActivity } from "./recent-activity";

/** How old the loader's answers may be for the dashboard to show them without reading again. */
const loaderAnswerMs = 5_000;

export function DashboardPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  // The loader has just read both (or is still reading them), so the page does not read them a second time.
  const freshUser = useCurrentUserQuery({ staleTime: loaderAnswerMs });
  const transactions = useTransactions(user?._id ?? "", { staleTime: loaderAnswerMs });
  // The loader stays up 500 ms after the data arrives. It covers what the data fills in (the account, the balances,
  // the recent activity); the cards' frames with their headings and help texts, and the completeness card, show at once.
  const settled = useSettled(!freshUser.isPending && !transactions.isPending, timings.loaderMs);
  const account = settled ? user : null;

  return (
    <AccountPage title={t`Dashboard`}>
      {!account && (
        <p role="status" className="sr-only">
          <Trans>Loading your account</Trans>
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        <AccountSummary
          user={account}
          greeting={account && fullName(account)}
          balances={
            user &&
            listsBalances(account ?? user) && (
              <BalancesCard
                user={account}
                expected={otherBalances(user).map((balance) => balance.currency)}
              />
            )
          }
          balanceAction={
            <Link to="/receive" className={`${buttonClass("outline-light", "sm")} mt-4`}>
              <Plus className="size-4" aria-hidden="true" />
              <Trans>Add money</Trans>
            </Link>
          }
        />
        {/* min-w-0: a long description truncates in its row instead of widening the page. */}
        <div className="min-w-0 space-y-8">
          <ProfileCompleteness userId={user?._id ?? ""} />
          <NextScheduled userId={user?._id ?? ""} />
          <RecentActivity userId={user?._id ?? ""} transactions={account ? transactions : null} />
        </div>
      </div>
    </AccountPage>
  );
}
