import { useLingui } from "@lingui/react/macro";
import { AccountPage } from "../../../components/account-page";
import { AccountTabs } from "../../../components/account-tabs";
import { useCurrentUser } from "../../../lib/session-store";
import { CardsSection } from "./cards-section";
import { SavedRecipients } from "./saved-recipients";

export function PaymentMethodsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();

  return (
    <AccountPage title={t`Payment Methods`}>
      <AccountTabs />
      {user && <CardsSection userId={user._id} />}
      {user && <SavedRecipients userId={user._id} />}
    </AccountPage>
  );
}
