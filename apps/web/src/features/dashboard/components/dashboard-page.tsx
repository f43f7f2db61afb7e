import { AccountPage } from "../../../components/account-page";

export function DashboardPage() {
  return <AccountPage title="Dashboard" lead="Your balance and recent activity." />;
}
