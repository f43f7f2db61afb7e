import { limits as businessLimits } from "@larkspur/shared/limits";
import type { AdminLimitsBody, AdminLimitsResponse, LimitKind } from "@larkspur/shared/schemas/limits";
import { limitKinds } from "@larkspur/shared/schemas/limits";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Gauge } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import { typedDollars } from "../../../lib/amount-text";
import { formatAmount, formatDecimal } from "../../../lib/format";
import { notify } from "../../../lib/toast";
import { useChangeCustomerLimits, useCustomerLimits } from "../api/customer-limits";
import { ListSkeleton } from "./list-skeleton";
import { ReasonField } from "./reason-field";

const limitNames: Record<LimitKind, MessageDescriptor> = {
  perPayment: msg`Per payment`,
  daily: msg`Daily`,
  monthly: msg`30 days`,
};

const fieldLabels: Record<LimitKind, MessageDescriptor> = {
  perPayment: msg`Per payment (USD)`,
  daily: msg`Daily (USD)`,
  monthly: msg`30 days (USD)`,
};

const usedOf = (limits: AdminLimitsResponse, kind: LimitKind) =>
  kind === "daily" ? limits.usedToday : kind === "monthly" ? limits.used30Days : null;

/** A customer's limits on money out: in force, the bank's for them, the standard; an operator changes them here. */
export function CustomerLimits({ userId, customerName }: { userId: string; customerName: string }) {
  const { i18n, t } = useLingui();
  const limits = useCustomerLimits(userId);
  const [changing, setChanging] = useState(false);

  if (limits.isPending) return <ListSkeleton label={t`Loading the limits`} rows={1} rowClass="h-40" />;
  if (limits.isError) {
    return <ErrorState title={t`We could not load the limits.`} query={limits} />;
  }
  const data = limits.data;
  return (
    <section aria-labelledby="customer-limits" className="rounded-2xl border border-ink-200 bg-white p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="customer-limits" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
          <Gauge className="size-5 text-accent-700" aria-hidden="true" />
          <Trans>Sending limits</Trans>
        </h2>
        <button type="button" onClick={() => setChanging(true)} className={buttonClass("outline", "sm")}>
          <Trans>Change limits</Trans>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways, and a keyboard must reach it to scroll it */}
      <div className="mt-4 overflow-x-auto" tabIndex={0}>
        <table className="w-full min-w-lg text-left text-sm">
          <thead className="text-ink-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>Limit</Trans>
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>In force</Trans>
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>Bank's limit for them</Trans>
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>Standard</Trans>
              </th>
              <th scope="col" className="py-2 font-medium">
                <Trans>Used</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="figures divide-y divide-ink-100 text-ink-900">
            {limitKinds.map((kind) => {
              const used = usedOf(data, kind);
              return (
                <tr key={kind}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {i18n._(limitNames[kind])}
                  </th>
                  <td className="py-2 pr-4">{formatAmount(data[kind])}</td>
                  <td className="py-2 pr-4">{formatAmount(data.bankLimits[kind])}</td>
                  <td className="py-2 pr-4 text-ink-600">{formatAmount(data.standardLimits[kind])}</td>
                  <td className="py-2">{used === null ? "—" : formatAmount(used)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ChangeLimitsDialog
        open={changing}
        onOpenChange={setChanging}
        userId={userId}
        customerName={customerName}
        limits={data}
      />
    </section>
  );
}

type LimitsForm = Record<LimitKind, string> & { reason: string };

function ChangeLimitsDialog({
  userId,
  customerName,
  limits,
  ...control
}: ModalControl & { userId: string; customerName: string; limits: AdminLimitsResponse }) {
  const { t } = useLingui();
  return (
    <Modal
      {...control}
      title={t`Change sending limits`}
      description={t`Sets the bank's limits for ${customerName}, above the standard ones or below. Their own lower choice for a limit you change gives way; they are e-mailed the new limits, and the change and your reason are recorded in the audit log.`}
    >
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
  limits: AdminLimitsResponse;
  onDone: () => void;
}) {
  const { i18n, t } = useLingui();
  const change = useChangeCustomerLimits(userId);
  const {
    register,
    handleSubmit,
    formState: { errors, dirtyFields },
  } = useForm<LimitsForm>({
    defaultValues: {
      perPayment: formatDecimal(limits.bankLimits.perPayment),
      daily: formatDecimal(limits.bankLimits.daily),
      monthly: formatDecimal(limits.bankLimits.monthly),
      reason: "",
    },
  });
  const changed = limitKinds.some((kind) => dirtyFields[kind]);
  const reasonMax = businessLimits.cancelReasonMax;

  const onValid = ({ reason, ...values }: LimitsForm) => {
    const body: AdminLimitsBody = { reason };
    for (const kind of limitKinds) {
      if (dirtyFields[kind]) body[kind] = typedDollars(values[kind], businessLimits.moneyOutLimitMaxDollars);
    }
    change.mutate(body, {
      onSuccess: () => {
        notify.success(t`Limits changed`);
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      {limitKinds.map((kind) => {
        const standard = formatAmount(limits.standardLimits[kind]);
        return (
          <TextField
            key={kind}
            label={i18n._(fieldLabels[kind])}
            hint={t`Standard: ${standard}`}
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
        );
      })}
      <ReasonField
        label={t`Reason`}
        hint={t`Recorded in the audit log with your name. The customer does not see it.`}
        error={errors.reason?.message}
        {...register("reason", {
          validate: (value) => value.trim().length > 0 || t`A reason is required`,
          maxLength: { value: reasonMax, message: t`A reason can be at most ${reasonMax} characters` },
        })}
      />
      <SaveOrCancel
        changed={changed}
        unchangedNote={<Trans>Change a limit to save.</Trans>}
        busy={change.isPending}
        busyLabel={t`Saving...`}
        onCancel={onDone}
      >
        <Trans>Save limits</Trans>
      </SaveOrCancel>
    </form>
  );
}
