import { type Currency, mainCurrency } from "@larkspur/shared/currencies";
import { cardRules } from "@larkspur/shared/schemas/cards";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { SelectField, TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import { balancesOf } from "../../../lib/balances";
import { currencyName } from "../../../lib/format";
import { useCurrentUser } from "../../../lib/session-store";
import { errorMessage, notify } from "../../../lib/toast";
import { useIssueCard } from "../api/issue-card";

/** Issues a virtual card in US dollars or another currency the customer holds, with an optional nickname. */
export function IssueCardModal({ userId, ...control }: ModalControl & { userId: string }) {
  const { t } = useLingui();
  return (
    <Modal
      {...control}
      title={t`Issue a card`}
      description={t`A virtual debit card spends from the balance in its currency. You can see its number once it is issued.`}
    >
      {/* Mounted per opening, so an earlier refusal or nickname never lingers. */}
      <IssueCardForm userId={userId} onDone={() => control.onOpenChange(false)} />
    </Modal>
  );
}

function IssueCardForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const issue = useIssueCard(userId);
  const held = user ? balancesOf(user).map((balance) => balance.currency as Currency) : [];
  const choices = held.includes(mainCurrency) ? held : [mainCurrency, ...held];
  const [currency, setCurrency] = useState<Currency>(mainCurrency);
  const [nickname, setNickname] = useState("");
  const [nicknameError, setNicknameError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const most = cardRules.nicknameMax;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = nickname.trim();
    if (name.length > most) {
      setNicknameError(t`A nickname can be at most ${most} characters`);
      return;
    }
    setNicknameError(undefined);
    setRefusal(null);
    issue.mutate(
      { currency, ...(name && { nickname: name }) },
      {
        onSuccess: (card) => {
          const last4 = card.last4;
          notify.success(t`Card ending in ${last4} issued`);
          onDone();
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {refusal && (
        <p
          role="alert"
          className="rounded-lg border border-negative-600/30 bg-red-50 p-3 text-sm text-ink-900"
        >
          {refusal}
        </p>
      )}
      <SelectField
        label={t`Currency`}
        hint={t`Purchases are paid from your balance in this currency.`}
        value={currency}
        onChange={(event) => setCurrency(event.target.value as Currency)}
      >
        {choices.map((code) => (
          <option key={code} value={code}>
            {code} · {currencyName(code)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Nickname`}
        optional
        hint={t`For example "Online shopping", so you can tell your cards apart.`}
        autoComplete="off"
        maxLength={most}
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        error={nicknameError}
      />
      <SaveOrCancel busy={issue.isPending} busyLabel={t`Issuing...`} onCancel={onDone}>
        <Trans>Issue card</Trans>
      </SaveOrCancel>
    </form>
  );
}
