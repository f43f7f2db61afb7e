import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, History, UserRoundX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { buttonClass } from "../../../components/button-styles";
import { useCustomerDetail } from "../api/customer-detail";
import { AccountBadges } from "./account-badges";
import { AccountControls } from "./account-controls";
import { BackofficePage } from "./backoffice-page";
import { CustomerCards } from "./customer-cards";
import { CustomerLimits } from "./customer-limits";
import { CustomerBalances, CustomerProfile } from "./customer-profile";
import { CustomerSessions } from "./customer-sessions";
import { CustomerTransactions } from "./customer-transactions";
import { RecordUnavailable } from "./record-unavailable";
import { SecurityAnswerCheck } from "./security-answer-check";

const backLink = (
  <Link
    to="/admin/customers"
    className="inline-flex items-center gap-1 rounded text-sm font-medium text-ink-700 hover:text-ink-900"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    <Trans>All customers</Trans>
  </Link>
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="mb-4 text-xl font-semibold tracking-tight text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * One customer: profile, balances, controls, sending limits, cards, latest transactions, open sessions, and their
 * audit trail.
 */
export function CustomerDetailPage() {
  const { userId = "" } = useParams();
  const detail = useCustomerDetail(userId);
  const { t } = useLingui();

  if (detail.isPending || detail.isError) {
    return (
      <RecordUnavailable
        query={detail}
        title={t`Customer`}
        lead={backLink}
        loading={{ label: t`Loading the customer`, rows: 4 }}
        missing={{
          Icon: UserRoundX,
          title: t`No such customer`,
          hint: <Trans>The link may be wrong, or the customer may not exist. Search for them instead.</Trans>,
        }}
        failed={t`We could not load this customer.`}
      />
    );
  }

  const { customer } = detail.data;
  return (
    <BackofficePage
      title={`${customer.firstName} ${customer.middleName ? `${customer.middleName} ` : ""}${customer.lastName}`}
      lead={backLink}
      actions={
        <Link
          to={`/admin/audit?subject=${encodeURIComponent(customer.accountNumber)}`}
          className={buttonClass("outline", "sm")}
        >
          <History className="size-4" aria-hidden="true" />
          <Trans>Audit history</Trans>
        </Link>
      }
    >
      <AccountBadges customer={customer} />
      <div className="mt-6">
        <CustomerBalances detail={detail.data} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <CustomerProfile customer={customer} />
        <AccountControls customer={customer} />
      </div>
      <div className="mt-6">
        <CustomerLimits userId={customer.id} customerName={customer.firstName} />
      </div>
      <Section title={t`Cards`}>
        <CustomerCards userId={customer.id} customerName={customer.firstName} />
      </Section>
      <Section title={t`Latest transactions`}>
        <CustomerTransactions transactions={detail.data.transactions} />
      </Section>
      <Section title={t`Signed in on`}>
        <CustomerSessions sessions={detail.data.sessions} />
      </Section>
      <Section title={t`Check a security answer`}>
        <SecurityAnswerCheck userId={customer.id} />
      </Section>
    </BackofficePage>
  );
}
