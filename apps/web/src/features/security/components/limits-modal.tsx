import { limits as businessLimits } from "@larkspur/shared/limits";
import type { LimitKind, LimitsResponse, UpdateLimitsBody } from "@larkspur/shared/schemas/limits";
import { limitKinds } from "@larkspur/shared/schemas/limits";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import { typedDollars } from "../../../lib/amount-text";
import { formatDecimal } from "../../../lib/format";
import { errorMessage, notify } from "../../../lib/toast";
import { useSaveLimits } from "../api/limits";

type LimitsForm = Record<LimitKind, string>;

/** The customer sets their limits: lower, or back up to the bank's limit for them (the server says what that is). */
export function LimitsModal({
  userId,
  limits,
  ...control
}: ModalControl & { userId: string; limits: LimitsResponse }) {
  const { t } = useLingui();
  return (
    <Modal
      {...control}
      title={t`Change limits`}
      description={t`Lower a limit to keep your money safer. You can raise it again up to the bank's limit for you; to go higher, contact our support team.`}
    >
      {/* Mounted per opening, filled with the limits as they are now. */}
      <LimitsForm userId={userId} limits={limits} onDone={() => control.onOpenChange(false)} />
    </Modal>
  );
}

function LimitsForm({
  userId,
  limits,
  onDone,
}: {
  userId: string;
  limits: LimitsResponse;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveLimits(userId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, dirtyFields },
  } = useForm<LimitsForm>({
    defaultValues: {
      perPayment: formatDecimal(limits.perPayment),
      daily: formatDecimal(limits.daily),
      monthly: formatDecimal(limits.monthly),
    },
  });
  const labels: Record<LimitKind, string> = {
    perPayment: t`Per payment (USD)`,
    daily: t`Daily (USD)`,
    monthly: t`30 days (USD)`,
  };
  const changed = limitKinds.some((kind) => dirtyFields[kind]);

  const onValid = (values: LimitsForm) => {
    setRefusal(null);
    const body: UpdateLimitsBody = {};
    for (const kind of limitKinds) {
      const dollars = typedDollars(values[kind], businessLimits.moneyOutLimitMaxDollars);
      if (dirtyFields[kind] && dollars !== null && dollars !== limits[kind]) body[kind] = dollars;
    }
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t`Limits saved`);
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
      {limitKinds.map((kind) => (
        <TextField
          key={kind}
          label={labels[kind]}
          inputMode="decimal"
          autoComplete="off"
          className="figures"
          error={errors[kind]?.message}
          {...register(kind, {
            validate: (value) =>
              typedDollars(value, businessLimits.moneyOutLimitMaxDollars) !== null ||
              t`Enter an amount in dollars more than 0, with at most 2 decimals`,
          })}
        />
      ))}
      <SaveOrCancel changed={changed} busy={save.isPending} busyLabel={t`Saving...`} onCancel={onDone}>
        <Trans>Save limits</Trans>
      </SaveOrCancel>
    </form>
  );
}
