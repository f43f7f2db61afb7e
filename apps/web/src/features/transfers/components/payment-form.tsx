import type { Payee } from "@larkspur/shared/schemas/payments";
import type { InitiatePaymentBody, PayeeReference } from "@larkspur/shared/schemas/transaction";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "../../../components/form-field";
import { SubmitButton } from "../../../components/submit-button";
import type { Balance } from "../../../lib/balances";
import { formResolver } from "../../../lib/form-resolver";
import { errorMessage } from "../../../lib/toast";
import { useLookupPayee } from "../api/lookup-payee";
import {
  type PaymentFormInput,
  type PaymentFormValues,
  payeeQuery,
  paymentFormSchema,
} from "../payment-form-schema";
import { PayeeCard } from "./payee-card";
import { SavedRecipients } from "./saved-recipients";
import { AmountFieldset, DescriptionAndContinue } from "./send-form-parts";

type AmountInput = Omit<PaymentFormInput, "payee">;

/**
 * Step 1 of a payment to another customer: who (looked up, and shown by name before anything can be sent), how
 * much and what for. The money goes to the account the look-up found, whatever was typed to find it.
 */
export function PaymentForm({
  userId,
  balances,
  initial,
  initialPayee,
  onContinue,
}: {
  userId: string;
  balances: Balance[];
  initial: PaymentFormInput;
  initialPayee: Payee | null;
  onContinue: (body: InitiatePaymentBody, input: PaymentFormInput, payee: Payee) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(initial.payee);
  const [payee, setPayee] = useState<Payee | null>(initialPayee);
  const [payeeError, setPayeeError] = useState<string | null>(null);
  // A look-up answered after the field changed is about something no longer there.
  const typedNow = useRef(typed);
  const lookup = useLookupPayee();
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    formState: { errors },
  } = useForm<AmountInput, unknown, PaymentFormValues>({
    // The amount's rules are those of the balance chosen when the form is checked.
    resolver: (values, context, options) =>
      formResolver(paymentFormSchema(values.currency))(values, context, options),
    defaultValues: { currency: initial.currency, amount: initial.amount, description: initial.description },
  });

  const type = (text: string) => {
    typedNow.current = text;
    setTyped(text);
    setPayee(null);
    setPayeeError(null);
    lookup.reset();
  };

  const checked = (): PayeeReference | null => {
    const query = payeeQuery(typed);
    if (!query) setPayeeError(t`Enter a 12-digit account number or an e-mail address`);
    return query;
  };

  const lookUp = (then?: (found: Payee) => void) => {
    const query = checked();
    if (!query) return;
    const asked = typed;
    lookup.mutate(query, {
      onSuccess: (found) => {
        if (typedNow.current !== asked) return;
        setPayee(found);
        then?.(found);
      },
      onError: (error) => {
        if (typedNow.current === asked) setPayeeError(errorMessage(error));
      },
    });
  };

  /** A saved recipient was looked up when saved: they show as found, without spending a look-up. */
  const choose = (chosen: Payee) => {
    type(chosen.accountNumber);
    setPayee(chosen);
  };

  const proceed = ({ amount, currency, description }: PaymentFormValues, found: Payee) => {
    const recipient = { accountNumber: found.accountNumber };
    const body = { transferOption: "Larkspur" as const, recipient, amount, currency, description };
    onContinue(body, { payee: typed, ...getValues() }, found);
  };

  const onSubmit = handleSubmit(
    (values) => {
      if (payee) proceed(values, payee);
      else if (!lookup.isPending) lookUp((found) => proceed(values, found));
    },
    () => {
      if (!payee) checked();
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink-900">
          <Trans>Who are you paying?</Trans>
        </legend>
        <SavedRecipients
          userId={userId}
          type="Larkspur"
          onChoose={(recipient) => choose({ accountNumber: recipient.accountNumber, name: recipient.name })}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField
              label={t`Account number or e-mail`}
              hint={t`Their 12-digit Larkspur account number, or the e-mail address they bank with us under.`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={typed}
              onChange={(event) => type(event.target.value)}
              onKeyDown={(event) => {
                // Enter here finds the account rather than submitting a form not yet filled in.
                if (event.key !== "Enter") return;
                event.preventDefault();
                if (!lookup.isPending) lookUp();
              }}
              error={payeeError ?? undefined}
            />
          </div>
          <SubmitButton
            type="button"
            variant="outline"
            size="md"
            className="sm:mt-7"
            busy={lookup.isPending}
            busyLabel={t`Finding account...`}
            onClick={() => lookUp()}
          >
            <Search className="size-4" aria-hidden="true" />
            <Trans>Find account</Trans>
          </SubmitButton>
        </div>
        <div aria-live="polite">
          {lookup.isPending && <span className="sr-only">{t`Finding account...`}</span>}
          {payee && <PayeeCard payee={payee} />}
          {payeeError && <span className="sr-only">{payeeError}</span>}
        </div>
      </fieldset>
      <AmountFieldset
        balances={balances}
        currency={watch("currency")}
        currencyField={register("currency")}
        error={errors.amount?.message}
        {...register("amount")}
      />
      <DescriptionAndContinue error={errors.description?.message} {...register("description")} />
    </form>
  );
}
