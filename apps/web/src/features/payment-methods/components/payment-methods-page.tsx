import { Trans, useLingui } from "@lingui/react/macro";
import { Info, Plus } from "lucide-react";
import { useState } from "react";
import { AccountPage } from "../../../components/account-page";
import { AccountTabs } from "../../../components/account-tabs";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { useCurrentUser } from "../../../lib/session-store";
import { SampleCard } from "./sample-card";
import { SavedRecipients } from "./saved-recipients";

const tileClass =
  "flex min-h-44 w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-ink-300 bg-white p-6 font-semibold text-ink-900 hover:border-ink-900";

export function PaymentMethodsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [addingCard, setAddingCard] = useState(false);
  const holder = user ? `${user.firstName} ${user.lastName}` : "";

  return (
    <AccountPage title={t`Payment Methods`}>
      <AccountTabs />
      <p className="mt-8 flex gap-3 rounded-xl border border-ink-200 bg-white p-4 text-sm text-ink-700">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <Trans>Cards are not live yet. The cards below are samples that show how yours will appear.</Trans>
      </p>
      <section aria-labelledby="cards-title" className="mt-8">
        <h2 id="cards-title" className="text-lg font-semibold text-ink-900">
          <Trans>Credit or Debit Cards (for payments)</Trans>
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <SampleCard brand="visa" last4="4242" expiry="12/28" holder={holder} primary />
          </li>
          <li>
            <SampleCard brand="mastercard" last4="5454" expiry="07/27" holder={holder} />
          </li>
          <li>
            <button type="button" onClick={() => setAddingCard(true)} className={tileClass}>
              <Plus className="size-6" aria-hidden="true" />
              <Trans>Add New Card</Trans>
            </button>
          </li>
        </ul>
      </section>
      {user && <SavedRecipients userId={user._id} />}
      <Modal
        open={addingCard}
        onOpenChange={setAddingCard}
        title={t`Add New Card`}
        description={t`Adding cards is not available yet. We will let you know when it is.`}
      >
        <button
          type="button"
          onClick={() => setAddingCard(false)}
          className={`${buttonClass("primary", "lg")} w-full`}
        >
          <Trans>OK</Trans>
        </button>
      </Modal>
    </AccountPage>
  );
}
