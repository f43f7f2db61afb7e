import { countries } from "@larkspur/shared/countries";
import type { Recipient } from "@larkspur/shared/schemas/recipients";
import { accountTypes, type InitiateTransferBody } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight } from "lucide-react";
import { type Resolver, useForm } from "react-hook-form";
import { AmountField } from "../../../components/amount-field";
import { buttonClass } from "../../../components/button-styles";
import { SelectField, TextField } from "../../../components/form-field";
import { countryOptions } from "../../../lib/country-names";
import { formResolver } from "../../../lib/form-resolver";
import { accountTypeLabel } from "../../../lib/transfer-labels";
import { bankDetailsInput, type TransferFormInput, transferFormSchemas } from "../transfer-form-schema";
import { FeeLine } from "./fee-line";
import { SavedRecipients } from "./saved-recipients";

/** Step 1: who gets how much. Checked with the API's own rules before moving on. */
export function TransferForm({
  userId,
  initial,
  onContinue,
}: {
  userId: string;
  initial: TransferFormInput;
  onContinue: (body: InitiateTransferBody, input: TransferFormInput) => void;
}) {
  const { t } = useLingui();
  const international = initial.transferOption === "International";
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors },
  } = useForm<TransferFormInput, unknown, InitiateTransferBody>({
    resolver: formResolver(transferFormSchemas[initial.transferOption]) as Resolver<
      TransferFormInput,
      unknown,
      InitiateTransferBody
    >,
    defaultValues: initial,
  });
  const bank = errors.bankDetails;

  const fillFrom = (recipient: Recipient) => {
    if (recipient.bankDetails) {
      reset({ ...getValues(), bankDetails: bankDetailsInput(recipient.bankDetails, initial.transferOption) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit((body) => onContinue(body, getValues()))} className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink-900">
          <Trans>Amount</Trans>
        </legend>
        <AmountField error={errors.amount?.message} {...register("amount")} />
        <div className="rounded-xl bg-ink-50 px-4">
          <FeeLine />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink-900">
          <Trans>Recipient's bank account</Trans>
        </legend>
        <SavedRecipients userId={userId} type={initial.transferOption} onChoose={fillFrom} />
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
            <SelectField
              label={t`Country`}
              error={bank?.country?.message}
              {...register("bankDetails.country")}
            >
              <option value="">{t`Select a country`}</option>
              {countryOptions(countries).map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </fieldset>
      <TextField
        label={t`Description`}
        autoComplete="off"
        placeholder={t`What is this payment for?`}
        error={errors.description?.message}
        {...register("description")}
      />
      <button type="submit" className={`${buttonClass("primary", "lg")} w-full sm:w-auto`}>
        <Trans>Continue</Trans>
        <ArrowRight className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
