import type { MoneyRequest } from "@larkspur/shared/schemas/requests";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { AccountPage } from "../../../components/account-page";
import { useCurrentUser } from "../../../lib/session-store";
import { RequestCreated } from "./request-created";
import { RequestForm } from "./request-form";
import { RequestLists } from "./request-lists";

/** Ask a customer for money or make a link, and follow the requests made to and by the customer. */
export function RequestMoneyPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [created, setCreated] = useState<MoneyRequest | null>(null);
  if (!user) return null;
  return (
    <AccountPage
      title={t`Request Money`}
      lead={t`Ask a Larkspur customer for money, or make a link anyone with a Larkspur account can pay.`}
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="self-start rounded-2xl border border-ink-200 bg-white p-6 sm:p-8">
          {created ? (
            <RequestCreated request={created} onAgain={() => setCreated(null)} />
          ) : (
            <RequestForm userId={user._id} onCreated={setCreated} />
          )}
        </div>
        <RequestLists userId={user._id} />
      </div>
    </AccountPage>
  );
}
