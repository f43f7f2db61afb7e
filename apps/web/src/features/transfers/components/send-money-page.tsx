import { transferOptions } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { Globe, Landmark, UserRound } from "lucide-react";
import * as Tabs from "radix-ui/tabs";
import { AccountPage } from "../../../components/account-page";
import { useCurrentUserQuery } from "../../../lib/current-user-query";
import { formatAmount } from "../../../lib/format";
import { useCurrentUser } from "../../../lib/session-store";
import { transferOptionLabel } from "../../../lib/transfer-labels";
import { AccountOnHold } from "./account-on-hold";
import { PaymentWizard } from "./payment-wizard";
import { TransferWizard } from "./transfer-wizard";

/** The bank-transfer options, then paying another Larkspur customer. */
const tabs = [...transferOptions, "Larkspur"] as const;
const icons = { Local: Landmark, International: Globe, Larkspur: UserRound };

export function SendMoneyPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  // The balance decides whether a transfer may start, so it is fetched fresh rather than taken from sign-in.
  useCurrentUserQuery();
  if (!user) return null;
  const balance = formatAmount(user.balance);

  return (
    <AccountPage
      title={t`Send Money`}
      lead={t`Send money to a bank account at home or abroad, or pay another Larkspur customer instantly.`}
    >
      {user.transferDisabled ? (
        <AccountOnHold />
      ) : (
        <div className="mx-auto max-w-3xl">
          <p className="mb-4 text-sm text-ink-600">
            <Trans>
              Available Balance: <strong className="figures font-semibold text-ink-900">{balance}</strong>
            </Trans>
          </p>
          <Tabs.Root defaultValue="Local" className="rounded-2xl border border-ink-200 bg-white">
            <Tabs.List aria-label={t`Transfer option`} className="grid grid-cols-3 border-b border-ink-200">
              {tabs.map((option) => {
                const Icon = icons[option];
                return (
                  <Tabs.Trigger
                    key={option}
                    value={option}
                    className="-mb-px inline-flex items-center justify-center gap-2 border-b-2 border-transparent px-2 py-4 text-center text-sm max-sm:flex-col max-sm:gap-1 sm:px-4 font-semibold text-ink-600 first:rounded-tl-2xl last:rounded-tr-2xl hover:text-ink-900 data-[state=active]:border-ink-900 data-[state=active]:text-ink-900"
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {transferOptionLabel(option)}
                  </Tabs.Trigger>
                );
              })}
            </Tabs.List>
            {tabs.map((option) => (
              <Tabs.Content key={option} value={option} className="p-6 sm:p-8">
                {option === "Larkspur" ? (
                  <PaymentWizard user={user} />
                ) : (
                  <TransferWizard option={option} user={user} />
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      )}
    </AccountPage>
  );
}
