import { Trans, useLingui } from "@lingui/react/macro";
import { CreditCard } from "lucide-react";
import { AccountPage } from "../../../components/account-page";
import { AccountTabs } from "../../../components/account-tabs";
import { useCurrentUser } from "../../../lib/session-store";
import { SavedRecipients } from "./saved-recipients";

export function PaymentMethodsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();

  return (
    <AccountPage title={t`Payment Methods`}>
      <AccountTabs />
      {/* Larkspur issues no cards yet: the section says so rather than showing made-up ones. */}
      <section aria-labelledby="cards-title" className="mt-8">
        <h2 id="cards-title" className="text-lg font-semibold text-ink-900">
          <Trans>Credit or Debit Cards (for payments)</Trans>
        </h2>
        <div className="mt-4 flex items-start gap-4 rounded-2xl border border-ink-200 bg-white p-6">
          <CreditCard className="mt-0.5 size-6 shrink-0 text-ink-600" aria-hidden="true" />
          <div>
            <p className="font-semibold text-ink-900">
              <Trans>No cards yet</Trans>
            </p>
            <p className="mt-1 text-ink-600">
              <Trans>
                Larkspur does not offer cards yet. When it does, you can add one here; until then, pay from
                your balance and withdraw to a bank account.
              </Trans>
            </p>
          </div>
        </div>
      </section>
      {user && <SavedRecipients userId={user._id} />}
    </AccountPage>
  );
}
