import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LinkTabs } from "../../../components/link-tabs";

const tabs = [
  { label: msg`Money in`, to: "/admin/money-in" },
  { label: msg`Payments out`, to: "/admin/payments-out" },
];

/** The partner bank's two pages, one header link between them: what arrives, and what we send. */
export function BankTabs() {
  const { t } = useLingui();
  return <LinkTabs label={t`Partner bank`} tabs={tabs} className="mb-8" />;
}
