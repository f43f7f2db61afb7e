import { countries } from "@larkspur/shared/countries";
import type { AddRecipientBody } from "@larkspur/shared/schemas/recipients";
import { accountTypes } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { buttonClass } from "../../../components/button-styles";
import { SelectField, TextField } from "../../../components/form-field";
import { Modal } from "../../../components/modal";
import { SubmitButton } from "../../../components/submit-button";
import { countryOptions } from "../../../lib/country-names";
import { formResolver } from "../../../lib/form-resolver";
import { errorMessage, notify } from "../../../lib/toast";
import { accountTypeLabel, transferOptionLabel } from "../../../lib/transfer-labels";
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
  const bank = errors.bankDetails;

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
      <TextField
        label={t`Account Name`}
        autoComplete="off"
        error={bank?.accountName?.message}
        {...register("bankDetails.accountName")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Account Number`}
          autoComplete="off"
          className="figures"
          hint={t`Or the IBAN, e.g. DE89 3704 0044 0532 0130 00`}
          error={bank?.accountNumber?.message}
          {...register("bankDetails.accountNumber")}
        />
        <SelectField
          label={t`Account Type`}
          error={bank?.accountType?.message}
          {...register("bankDetails.accountType")}
        >
          <option value="">{t`Select an account type`}</option>
          {accountTypes.map((type) => (
            <option key={type} value={type}>
              {accountTypeLabel(type)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t`Bank Name`}
        autoComplete="off"
        error={bank?.bankName?.message}
        {...register("bankDetails.bankName")}
      />
      {international && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Routing Number`}
              autoComplete="off"
              className="figures"
              hint={t`For a US bank, the 9-digit ABA number`}
              error={bank?.routingNumber?.message}
              {...register("bankDetails.routingNumber")}
            />
            <TextField
              label={t`Swift Code`}
              autoComplete="off"
              autoCapitalize="characters"
              hint={t`8 or 11 characters, e.g. DEUTDEFF`}
              error={bank?.swiftCode?.message}
              {...register("bankDetails.swiftCode")}
            />
          </div>
          <SelectField label={t`Country`} error={bank?.country?.message} {...register("bankDetails.country")}>
            <option value="">{t`Select a country`}</option>
            {countryOptions(countries).map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button type="button" onClick={onDone} className={buttonClass("outline", "md")}>
          <Trans>Cancel</Trans>
        </button>
        <SubmitButton size="md" className="" busy={add.isPending} busyLabel={t`Saving...`}>
          <Trans>Save bank account</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
