import { AccountPage } from "../../../components/account-page";

export function PaymentMethodsPage() {
  return <AccountPage title="Payment Methods" lead="Your cards and bank accounts." />;
}
