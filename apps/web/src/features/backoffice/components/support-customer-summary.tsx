import { Trans, useLingui } from "@lingui/react/macro";
import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { useCustomerDetail } from "../api/customer-detail";
import { AccountBadges } from "./account-badges";
import { CustomerBalances } from "./customer-profile";
import { CustomerTransactions } from "./customer-transactions";
import { ListSkeleton } from "./list-skeleton";
import { SecurityAnswerCheck } from "./security-answer-check";

/** The latest transactions an operator sees beside a conversation; the customer's page has them all. */
const RECENT_TRANSACTIONS = 5;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="mb-3 font-semibold text-ink-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Who the operator is talking to, from the customer's page: account state and holds, balances, the latest
 * transactions and the security-answer check for verifying them.
 */
export function SupportCustomerSummary({ userId }: { userId: string }) {
  const { t } = useLingui();
  const detail = useCustomerDetail(userId);
  return (
    <aside aria-labelledby="customer-summary" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="customer-summary" className="text-lg font-semibold text-ink-900">
          <Trans>Customer</Trans>
        </h2>
        <Link to={`/admin/customers/${encodeURIComponent(userId)}`} className={buttonClass("outline", "sm")}>
          <UserRound className="size-4" aria-hidden="true" />
          <Trans>Customer's page</Trans>
        </Link>
      </div>
      {detail.isPending ? (
        <div className="mt-4">
          <ListSkeleton label={t`Loading the customer`} rows={3} rowClass="h-20" />
        </div>
      ) : detail.isError ? (
        <div className="mt-4">
          <ErrorState title={t`We could not load this customer.`} query={detail} />
        </div>
      ) : (
        <>
          <p className="mt-3 text-sm text-ink-900">
            <span className="font-medium">{detail.data.customer.email}</span>
            <span className="figures text-ink-600"> · {detail.data.customer.accountNumber}</span>
          </p>
          <div className="mt-2">
            <AccountBadges customer={detail.data.customer} />
          </div>
          <div className="mt-4">
            <CustomerBalances detail={detail.data} />
          </div>
          <Part title={t`Latest transactions`}>
            <CustomerTransactions transactions={detail.data.transactions.slice(0, RECENT_TRANSACTIONS)} />
          </Part>
        </>
      )}
      <Part title={t`Check a security answer`}>
        <SecurityAnswerCheck userId={userId} />
      </Part>
    </aside>
  );
}
