import type { CreateRequestBody, MoneyRequest } from "@larkspur/shared/schemas/requests";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { AtSign, Hash, Link2, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { AmountField } from "../../../components/amount-field";
import { SelectField, TextField } from "../../../components/form-field";
import { SubmitButton } from "../../../components/submit-button";
import { formResolver } from "../../../lib/form-resolver";
import { useCreateRequest } from "../api/create-request";
import {
  emptyRequest,
  expiryChoices,
  type RequestFormInput,
  type RequestWay,
  requestFormSchema,
  requestWays,
} from "../request-form-schema";

const icons: Record<RequestWay, LucideIcon> = { accountNumber: Hash, email: AtSign, link: Link2 };

/** Whom to ask and for what; the answer goes to `onCreated`. */
export function RequestForm({
  userId,
  onCreated,
}: {
  userId: string;
  onCreated: (request: MoneyRequest) => void;
}) {
  const { t } = useLingui();
  const create = useCreateRequest(userId);
  // One key per filled-in form: a retried or double-clicked submit makes one request.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RequestFormInput, unknown, CreateRequestBody>({
    resolver: formResolver(requestFormSchema) as unknown as Resolver<
      RequestFormInput,
      unknown,
      CreateRequestBody
    >,
    defaultValues: emptyRequest,
  });
  const way = watch("way");
  const wayLabels: Record<RequestWay, string> = {
    accountNumber: t`Account number`,
    email: t`E-mail address`,
    link: t`Shareable link`,
  };

  const onValid = (body: CreateRequestBody) =>
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (request) => {
          setIdempotencyKey(crypto.randomUUID());
          onCreated(request);
        },
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-6">
      <fieldset>
        <legend className="text-base font-semibold text-ink-900">
          <Trans>Who pays?</Trans>
        </legend>
        <div className="mt-3 grid gap-2">
          {requestWays.map((option) => {
            const Icon = icons[option];
            return (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-ink-300 px-4 py-3 text-sm font-medium text-ink-900 has-checked:border-ink-900 has-checked:bg-ink-50"
              >
                <input
                  type="radio"
                  value={option}
                  className="size-4 shrink-0 accent-ink-900"
                  {...register("way")}
                />
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {wayLabels[option]}
              </label>
            );
          })}
        </div>
        <div className="mt-4">
          {way === "accountNumber" && (
            <TextField
              label={t`Their account number`}
              inputMode="numeric"
              autoComplete="off"
              className="figures"
              hint={t`12 digits, starting with 9`}
              error={errors.accountNumber?.message}
              {...register("accountNumber")}
            />
          )}
          {way === "email" && (
            <TextField
              label={t`Their e-mail address`}
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register("email")}
            />
          )}
          {way === "link" && (
            <p className="rounded-xl bg-ink-50 p-4 text-sm text-ink-600">
              <Trans>
                You get a link to share however you like. Any Larkspur customer who opens it can pay.
              </Trans>
            </p>
          )}
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-ink-900">
          <Trans>Details</Trans>
        </legend>
        <AmountField error={errors.amount?.message} {...register("amount")} />
        <TextField
          label={t`What is it for?`}
          autoComplete="off"
          error={errors.description?.message}
          {...register("description")}
        />
        <SelectField label={t`Open for`} error={errors.expiry?.message} {...register("expiry")}>
          {expiryChoices.map((days) => (
            <option key={days} value={days}>
              <Plural value={days} one="# day" other="# days" />
            </option>
          ))}
        </SelectField>
      </fieldset>
      <SubmitButton busy={create.isPending} busyLabel={t`Requesting...`} className="w-full sm:w-auto">
        {way === "link" ? <Trans>Create link</Trans> : <Trans>Request money</Trans>}
      </SubmitButton>
    </form>
  );
}
