import type { Recipient } from "@larkspur/shared/schemas/recipients";
import type { InitiateTransferBody } from "@larkspur/shared/schemas/transaction";
import { Trans } from "@lingui/react/macro";
import { type Resolver, useForm } from "react-hook-form";
import { BankDetailsFields } from "../../../components/bank-details-fields";
import type { Balance } from "../../../lib/balances";
import { formResolver } from "../../../lib/form-resolver";
import { bankDetailsInput, type TransferFormInput, transferFormSchema } from "../transfer-form-schema";
import { SavedRecipients } from "./saved-recipients";
import { AmountFieldset, DescriptionAndContinue } from "./send-form-parts";

/** Step 1: who gets how much. Checked with the API's own rules before moving on. */
export function TransferForm({
  userId,
  balances,
  initial,
  onContinue,
}: {
  userId: string;
  balances: Balance[];
  initial: TransferFormInput;
  onContinue: (body: InitiateTransferBody, input: TransferFormInput) => void;
}) {
  const international = initial.transferOption === "International";
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    watch,
    formState: { errors },
  } = useForm<TransferFormInput, unknown, InitiateTransferBody>({
    // The amount's rules are those of the balance chosen when the form is checked.
    resolver: (values, context, options) =>
      (
        formResolver(transferFormSchema(initial.transferOption, values.currency)) as Resolver<
          TransferFormInput,
          unknown,
          InitiateTransferBody
        >
      )(values, context, options),
    defaultValues: initial,
  });

  const fillFrom = (recipient: Recipient) => {
    if (recipient.bankDetails) {
      reset({ ...getValues(), bankDetails: bankDetailsInput(recipient.bankDetails, initial.transferOption) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit((body) => onContinue(body, getValues()))} className="space-y-6">
      <AmountFieldset
        balances={balances}
        currency={watch("currency")}
        currencyField={register("currency")}
        error={errors.amount?.message}
        {...register("amount")}
      />
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink-900">
          <Trans>Recipient's bank account</Trans>
        </legend>
        <SavedRecipients userId={userId} type={initial.transferOption} onChoose={fillFrom} />
        <BankDetailsFields
          field={(name) => register(`bankDetails.${name}`)}
          errors={errors.bankDetails}
          international={international}
        />
      </fieldset>
      <DescriptionAndContinue error={errors.description?.message} {...register("description")} />
    </form>
  );
}
