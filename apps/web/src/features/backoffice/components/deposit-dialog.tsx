import { currencies } from "@larkspur/shared/currencies";
import type { DepositBody } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { AmountField } from "../../../components/amount-field";
import { SelectField, TextField } from "../../../components/form-field";
import { Modal, type ModalControl } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import { ApiError } from "../../../lib/api-error";
import { formResolver } from "../../../lib/form-resolver";
import { currencyName, formatMoney } from "../../../lib/format";
import { notify } from "../../../lib/toast";
import { useCreditDeposit } from "../api/credit-deposit";
import { type DepositFormInput, depositForm, emptyDeposit } from "../deposit-form-schema";

/**
 * Credit a deposit: it reaches the customer's history as a Completed Deposit and they are e-mailed. Above the four-eyes
 * threshold it waits, uncredited, for a second operator's approval in the review queue.
 */
export function DepositDialog({
  open,
  onOpenChange,
  userId,
  customerName,
}: ModalControl & {
  userId: string;
  customerName: string;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Credit a deposit`}
      description={t`The money is credited to ${customerName} at once, shown as a Completed Deposit and e-mailed to them. A large deposit waits for a second operator's approval first.`}
    >
      <DepositForm userId={userId} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

/** Mounted afresh each time the dialog opens: a new form and a new idempotency key. */
function DepositForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useLingui();
  const credit = useCreditDeposit(userId);
  // One key per deposit: a double click or a retry after a lost answer credits once. A refusal moved no money,
  // so the corrected form gets a fresh key (the server would refuse a known key with a different body).
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<DepositFormInput, unknown, DepositBody>({
    // The amount's rules are those of the currency chosen when the form is checked.
    resolver: (values, context, options) =>
      (formResolver(depositForm(values.currency)) as Resolver<DepositFormInput, unknown, DepositBody>)(
        values,
        context,
        options,
      ),
    defaultValues: emptyDeposit,
  });

  const onValid = (body: DepositBody) =>
    credit.mutate(
      { body, idempotencyKey },
      {
        onSuccess: ({ transaction }) => {
          const amount = formatMoney(body.amount, body.currency ?? emptyDeposit.currency);
          if (transaction.status === "Pending") {
            notify.info(t`Deposit of ${amount} waits for a second operator's approval in the review queue.`);
          } else notify.success(t`Deposit of ${amount} credited.`);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500) setIdempotencyKey(crypto.randomUUID());
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <SelectField
        label={t`Currency`}
        hint={t`The customer's balance in it is opened if they have none.`}
        {...register("currency")}
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code} · {currencyName(code)}
          </option>
        ))}
      </SelectField>
      <AmountField currency={watch("currency")} error={errors.amount?.message} {...register("amount")} />
      <TextField
        label={t`Description`}
        autoComplete="off"
        hint={t`The customer sees this in their history.`}
        error={errors.description?.message}
        {...register("description")}
      />
      <SaveOrCancel busy={credit.isPending} busyLabel={t`Crediting...`} onCancel={onDone}>
        <Trans>Credit deposit</Trans>
      </SaveOrCancel>
    </form>
  );
}
