import type { CustomerDetail } from "@larkspur/shared/schemas/admin";
import { Trans, useLingui } from "@lingui/react/macro";
import { PencilLine } from "lucide-react";
import { type ReactNode, useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { formatAmount, formatDate } from "../../../lib/format";
import { EditDetailsDialog } from "./edit-details-dialog";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-ink-900">{children || "—"}</dd>
    </div>
  );
}

/** The money on the account: what it holds, what pending transfers keep back, and what is left to spend. */
export function CustomerBalances({ detail }: { detail: CustomerDetail }) {
  const { t } = useLingui();
  const figures = [
    [t`Balance`, detail.balance],
    [t`Held for pending transfers`, detail.held],
    [t`Available`, detail.available],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {figures.map(([label, dollars]) => (
        <div key={label} className="rounded-2xl border border-ink-200 bg-white p-5">
          <dt className="text-sm text-ink-600">{label}</dt>
          <dd className="figures mt-1 text-2xl font-semibold tracking-tight text-ink-900">
            {formatAmount(dollars)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The customer's details; an operator corrects the name, phone or address from here, with a reason. */
export function CustomerProfile({ customer }: { customer: CustomerDetail["customer"] }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="customer-profile" className="rounded-2xl border border-ink-200 bg-white p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="customer-profile" className="text-lg font-semibold text-ink-900">
          <Trans>Profile</Trans>
        </h2>
        <button type="button" onClick={() => setEditing(true)} className={buttonClass("outline", "sm")}>
          <PencilLine className="size-4" aria-hidden="true" />
          <Trans>Edit details</Trans>
        </button>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Item label={t`Email address`}>
          {customer.email}
          {!customer.emailVerified && (
            <span className="font-normal text-ink-600">
              {" "}
              <Trans>(not verified)</Trans>
            </span>
          )}
        </Item>
        <Item label={t`Phone`}>{customer.phone}</Item>
        <Item label={t`Account number`}>
          <span className="figures">{customer.accountNumber}</span>
        </Item>
        <Item label={t`Customer since`}>
          <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time>
        </Item>
        <Item label={t`Occupation`}>{customer.occupation}</Item>
        <Item label={t`Address`}>{customer.address}</Item>
      </dl>
      <EditDetailsDialog open={editing} onOpenChange={setEditing} customer={customer} />
    </section>
  );
}
