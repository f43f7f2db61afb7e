import { AccountPage } from "../../../components/account-page";

export function SendMoneyPage() {
  return <AccountPage title="Send Money" lead="Send money to a bank account at home or abroad." />;
}
