import { exponentOf } from "@larkspur/shared/currencies";
import type { CardView, UpdateCardLimitsBody } from "@larkspur/shared/schemas/cards";
import { updateCardLimitsBody } from "@larkspur/shared/schemas/cards";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import { typedAmount } from "../../../lib/amount-text";
import { activeLocale } from "../../../lib/i18n";
import { errorMessage, notify } from "../../../lib/toast";
import { useSaveCardLimits } from "../api/card-limits";

const amountKinds = ["perPurchase", "daily", "monthly"] as const;
type AmountKind = (typeof amountKinds)[number];
const channelKinds = ["online", "atm"] as const;

type LimitsForm = Record<AmountKind, string> & { online: boolean; atm: boolean };

const amountLabels: Record<AmountKind, MessageDescriptor> = {
  perPurchase: msg`Per purchase`,
  daily: msg`Daily`,
  monthly: msg`30 days`,
};

/** The card's own limits: an amount each (empty for none) and whether online and ATM use are allowed. */
export function CardLimitsModal({
  userId,
  card,
  ...control
}: ModalControl & { userId: string; card: CardView }) {
  const { t } = useLingui();
  const last4 = card.last4;
  return (
    <Modal
      {...control}
      title={t`Limits of card ending in ${last4}`}
      description={t`Limits protect you if the card's number is misused. Your account's limits on money out apply to card purchases too.`}
    >
      <LimitsForm userId={userId} card={card} onDone={() => control.onOpenChange(false)} />
    </Modal>
  );
}

function LimitsForm({ userId, card, onDone }: { userId: string; card: CardView; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const save = useSaveCardLimits(userId, card.cardId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { limits, currency } = card;
  // In the reader's way of writing numbers, with the currency's decimals (none for JPY), as the field reads them back.
  const decimals = exponentOf(currency);
  const written = new Intl.NumberFormat(activeLocale(), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const shown = (amount: number | null) => (amount === null ? "" : written.format(amount));
  const {
    register,
    handleSubmit,
    formState: { errors, dirtyFields },
  } = useForm<LimitsForm>({
    defaultValues: {
      perPurchase: shown(limits.perPurchase),
      daily: shown(limits.daily),
      monthly: shown(limits.monthly),
      online: limits.online,
      atm: limits.atm,
    },
  });
  const changed = [...amountKinds, ...channelKinds].some((kind) => dirtyFields[kind]);

  const onValid = (values: LimitsForm) => {
    setRefusal(null);
    const body: UpdateCardLimitsBody = {};
    for (const kind of amountKinds) {
      const text = values[kind].trim();
      const amount = text === "" ? null : typedAmount(text, currency);
      if (dirtyFields[kind] && amount !== limits[kind]) body[kind] = amount;
    }
    for (const kind of channelKinds) {
      if (values[kind] !== limits[kind]) body[kind] = values[kind];
    }
    // Amounts were read within the currency's bounds; the shared rule then refuses only a change of nothing.
    if (!updateCardLimitsBody.safeParse(body).success) {
      onDone();
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t`Card limits saved`);
        onDone();
      },
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      {refusal && (
        <p
          role="alert"
          className="rounded-lg border border-negative-600/30 bg-red-50 p-3 text-sm text-ink-900"
        >
          {refusal}
        </p>
      )}
      {amountKinds.map((kind) => {
        const name = i18n._(amountLabels[kind]);
        return (
          <TextField
            key={kind}
            label={t`${name} (${currency})`}
            hint={t`Leave empty for no card limit.`}
            inputMode="decimal"
            autoComplete="off"
            className="figures"
            error={errors[kind]?.message}
            {...register(kind, {
              validate: (value) =>
                value.trim() === "" ||
                typedAmount(value, currency) !== null ||
                t`Enter an amount in ${currency} more than 0, or leave it empty`,
            })}
          />
        );
      })}
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink-900">
          <Trans>Where the card works</Trans>
        </legend>
        <label className="flex items-center gap-3 text-ink-900">
          <input type="checkbox" className="size-5 accent-ink-900" {...register("online")} />
          <Trans>Online purchases</Trans>
        </label>
        <label className="flex items-center gap-3 text-ink-900">
          <input type="checkbox" className="size-5 accent-ink-900" {...register("atm")} />
          <Trans>Cash at ATMs</Trans>
        </label>
        <p className="text-sm text-ink-600">
          <Trans>Purchases in shops are always allowed while the card is active.</Trans>
        </p>
      </fieldset>
      <SaveOrCancel
        changed={changed}
        unchangedNote={<Trans>Change a limit to save.</Trans>}
        busy={save.isPending}
        busyLabel={t`Saving...`}
        onCancel={onDone}
      >
        <Trans>Save limits</Trans>
      </SaveOrCancel>
    </form>
  );
}
