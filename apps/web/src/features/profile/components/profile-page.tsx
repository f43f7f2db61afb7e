import { AccountPage } from "../../../components/account-page";

export function ProfilePage() {
  return <AccountPage title="My Profile" lead="Your personal details and account settings." />;
}
