import { countries } from "@larkspur/shared/countries";
import { accountTypes } from "@larkspur/shared/schemas/transaction";
import { useLingui } from "@lingui/react/macro";
import type { UseFormRegisterReturn } from "react-hook-form";
import { countryOptions } from "../lib/country-names";
import { accountTypeLabel } from "../lib/transfer-labels";
import { SelectField, TextField } from "./form-field";

export type BankDetailsField =
  | "accountName"
  | "accountNumber"
  | "bankName"
  | "accountType"
  | "routingNumber"
  | "swiftCode"
  | "country";

/**
 * A bank account's fields as the send-money wizard and Payment Methods ask for them; an international account adds
 * its routing number, SWIFT code and country. `field` registers one of them with the caller's form.
 */
export function BankDetailsFields({
  field,
  errors,
  international,
  numberHints = false,
}: {
  field: (name: BankDetailsField) => UseFormRegisterReturn;
  errors: Partial<Record<BankDetailsField, { message?: string }>> | undefined;
  international: boolean;
  /** Under the numbers: that an IBAN will do, and what a US routing number is. */
  numberHints?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Account Name`}
        autoComplete="off"
        error={errors?.accountName?.message}
        {...field("accountName")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Account Number`}
          autoComplete="off"
          className="figures"
          hint={numberHints ? t`Or the IBAN, e.g. DE89 3704 0044 0532 0130 00` : undefined}
          error={errors?.accountNumber?.message}
          {...field("accountNumber")}
        />
        <SelectField label={t`Account Type`} error={errors?.accountType?.message} {...field("accountType")}>
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
        error={errors?.bankName?.message}
        {...field("bankName")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Routing Number`}
          autoComplete="off"
          inputMode={international ? undefined : "numeric"}
          className="figures"
          hint={
            international
              ? numberHints
                ? t`For a US bank, the 9-digit ABA number`
                : undefined
              : t`The bank's 9-digit ABA routing number`
          }
          error={errors?.routingNumber?.message}
          {...field("routingNumber")}
        />
        {international && (
          <TextField
            label={t`Swift Code`}
            autoComplete="off"
            autoCapitalize="characters"
            hint={t`8 or 11 characters, e.g. DEUTDEFF`}
            error={errors?.swiftCode?.message}
            {...field("swiftCode")}
          />
        )}
      </div>
      {international && (
        <SelectField label={t`Country`} error={errors?.country?.message} {...field("country")}>
          <option value="">{t`Select a country`}</option>
          {countryOptions(countries).map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
