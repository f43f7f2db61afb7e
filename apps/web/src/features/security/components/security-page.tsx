import { AccountPage } from "../../../components/account-page";

export function SecurityPage() {
  return <AccountPage title="Security" lead="Security questions and 2-step verification." />;
}
