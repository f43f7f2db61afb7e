import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LinkTabs } from "./link-tabs";

const tabs = [
  { label: msg({ message: "Account", context: "profile tab" }), to: "/profile" },
  { label: msg`Security`, to: "/security" },
  { label: msg`Payment Methods`, to: "/payment-methods" },
];

/** The profile's secondary tab bar; each tab is its own page. */
export function AccountTabs() {
  const { t } = useLingui();
  return <LinkTabs label={t`Profile sections`} tabs={tabs} />;
}
