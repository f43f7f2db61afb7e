import type { AddRecipientBody } from "@larkspur/shared/schemas/recipients";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { BankDetailsFields } from "../../../components/bank-details-fields";
import { Modal } from "../../../components/modal";
import { SaveOrCancel } from "../../../components/save-or-cancel";
import { formResolver } from "../../../lib/form-resolver";
import { errorMessage, notify } from "../../../lib/toast";
import { transferOptionLabel } from "../../../lib/transfer-labels";
import { useAddRecipient } from "../api/add-recipient";
import {
  type BankAccountFormInput,
  type BankAccountKind,
  bankAccountSchemas,
  emptyBankAccount,
} from "../bank-account-form-schema";

const kinds: BankAccountKind[] = ["Local", "International"];

/** Each kind is checked by its own rules (the API's), chosen by what the kind field holds at that moment. */
const resolver: Resolver<BankAccountFormInput, unknown, AddRecipientBody> = (values, context, options) =>
  (
    formResolver(bankAccountSchemas[values.type]) as Resolver<BankAccountFormInput, unknown, AddRecipientBody>
  )(values, context, options);

/** Adds a bank account with the send-money wizard's fields; the server checks them again and saves it. */
export function AddBankAccountModal({
  userId,
  open,
  onClose,
}: {
  userId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title={t`Add New Bank Account`}
      description={t`Save an account you withdraw to or send money to. We check its numbers before saving it.`}
    >
      {open && <BankAccountForm userId={userId} onDone={onClose} />}
    </Modal>
  );
}

function BankAccountForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useLingui();
  const add = useAddRecipient(userId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<BankAccountFormInput, unknown, AddRecipientBody>({
    resolver,
    defaultValues: emptyBankAccount("Local"),
  });
  const international = watch("type") === "International";

  const save = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await add.mutateAsync(body);
      notify.success(t`Bank account added`);
      onDone();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={save} className="space-y-5">
      {refusal && (
        <p
          role="alert"
          className="rounded-lg border border-negative-600 p-3 text-sm font-medium text-negative-600"
        >
          {refusal}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-ink-900">
          <Trans>Where is the bank?</Trans>
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {kinds.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-ink-300 p-3 text-sm font-medium text-ink-900 has-checked:border-ink-900 has-checked:bg-ink-50"
            >
              <input type="radio" value={kind} className="size-4 accent-ink-900" {...register("type")} />
              {transferOptionLabel(kind)}
            </label>
          ))}
        </div>
      </fieldset>
      <BankDetailsFields
        field={(name) => register(`bankDetails.${name}`)}
        errors={errors.bankDetails}
        international={international}
        numberHints
      />
      <SaveOrCancel busy={add.isPending} busyLabel={t`Saving...`} onCancel={onDone}>
        <Trans>Save bank account</Trans>
      </SaveOrCancel>
    </form>
  );
}
