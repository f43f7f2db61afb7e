import { limits } from "@larkspur/shared/limits";
import type { Recipient } from "@larkspur/shared/schemas/recipients";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, UserRound } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { isBankAccount, useRecipients } from "../../../lib/recipients-query";
import { AddBankAccountModal } from "./add-bank-account-modal";
import { BankAccountCard } from "./bank-account-card";
import { RemoveRecipientModal } from "./remove-recipient-modal";

const tileClass =
  "flex min-h-44 w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-ink-300 bg-white p-6 font-semibold text-ink-900 hover:border-ink-900 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * The customer's saved recipients on Payment Methods: "Bank Accounts (for withdrawal)", added and removed here,
 * and the Larkspur customers saved after paying them, removed here.
 */
export function SavedRecipients({ userId }: { userId: string }) {
  const { t } = useLingui();
  const recipients = useRecipients(userId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Recipient | null>(null);
  const all = recipients.data ?? [];
  const accounts = all.filter(isBankAccount);
  const customers = all.filter((recipient) => !isBankAccount(recipient));
  const full = all.length >= limits.recipientsMax;
  const most = limits.recipientsMax;

  return (
    <>
      <section aria-labelledby="banks-title" className="mt-10">
        <h2 id="banks-title" className="text-lg font-semibold text-ink-900">
          <Trans>Bank Accounts (for withdrawal)</Trans>
        </h2>
        {recipients.isPending ? (
          <div role="status" className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">
              <Trans>Loading your bank accounts...</Trans>
            </span>
            {[0, 1].map((tile) => (
              <div key={tile} aria-hidden="true" className="min-h-44 animate-pulse rounded-2xl bg-ink-100" />
            ))}
          </div>
        ) : recipients.isError ? (
          <div className="mt-4">
            <ErrorState title={t`Your bank accounts could not be loaded`} query={recipients} />
          </div>
        ) : (
          <>
            {accounts.length === 0 && (
              <p className="mt-2 text-ink-600">
                <Trans>
                  No bank accounts yet. Add one to withdraw to it and to choose it when you send money.
                </Trans>
              </p>
            )}
            <ul aria-label={t`Your bank accounts`} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {accounts.map((account) => (
                <li key={account.recipientId}>
                  <BankAccountCard account={account} onRemove={() => setRemoving(account)} />
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => setAdding(true)}
                  disabled={full}
                  aria-describedby={full ? "banks-full-note" : undefined}
                  className={tileClass}
                >
                  <Plus className="size-6" aria-hidden="true" />
                  <Trans>Add New Bank Account</Trans>
                </button>
              </li>
            </ul>
            {full && (
              <p id="banks-full-note" className="mt-3 text-sm text-ink-600">
                <Trans>You have saved the most recipients allowed ({most}). Remove one to add another.</Trans>
              </p>
            )}
          </>
        )}
      </section>
      {recipients.isSuccess && (
        <section aria-labelledby="larkspur-recipients-title" className="mt-10">
          <h2 id="larkspur-recipients-title" className="text-lg font-semibold text-ink-900">
            <Trans>Larkspur recipients</Trans>
          </h2>
          {customers.length === 0 ? (
            <p className="mt-2 text-ink-600">
              <Trans>
                No saved Larkspur recipients. After paying someone on Larkspur, save them to pay them again.
              </Trans>
            </p>
          ) : (
            <ul
              aria-label={t`Your Larkspur recipients`}
              className="mt-4 divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white"
            >
              {customers.map((customer) => (
                <LarkspurRecipientRow
                  key={customer.recipientId}
                  recipient={customer}
                  onRemove={() => setRemoving(customer)}
                />
              ))}
            </ul>
          )}
        </section>
      )}
      <AddBankAccountModal userId={userId} open={adding} onClose={() => setAdding(false)} />
      {removing && (
        <RemoveRecipientModal userId={userId} recipient={removing} onClose={() => setRemoving(null)} />
      )}
    </>
  );
}

function LarkspurRecipientRow({ recipient, onRemove }: { recipient: Recipient; onRemove: () => void }) {
  const { t } = useLingui();
  const name = recipient.name;
  const ending = recipient.maskedAccountNumber.slice(-4);
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <UserRound className="size-5 shrink-0 text-ink-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink-900">{name}</p>
        <p className="figures text-sm text-ink-600">
          <span aria-hidden="true">{recipient.maskedAccountNumber}</span>
          <span className="sr-only">
            <Trans>Account ending in {ending}</Trans>
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t`Remove ${name}, account ending in ${ending}`}
        className={buttonClass("ghost", "sm")}
      >
        <Trans>Remove</Trans>
      </button>
    </li>
  );
}
