import { AccountPage } from "../../../components/account-page";

export function TransactionsPage() {
  return <AccountPage title="All Transactions" lead="Every payment in and out of your account." />;
}
