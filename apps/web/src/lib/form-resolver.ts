import { zodResolver } from "@hookform/resolvers/zod";
import { defaultLocale } from "@larkspur/shared/locales";
import type { BankNumberRule } from "@larkspur/shared/schemas/transaction";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { CurrencyAmountRule } from "./amount-text";
import { formatNumber } from "./format";
import { activeLocale, i18n } from "./i18n";

/**
 * The shared schemas (@larkspur/shared/schemas) write their messages in English, for the API and the forms alike.
 * A form shows them in the reader's language: each problem is recognised by what zod says of it (the field, the
 * kind of issue, the limit), never by its English text, and its message is looked up here. In English the schema's
 * own message is shown; a problem not listed keeps it in every language.
 */
type Messages = Record<string, MessageDescriptor>;

const required: Messages = {
  firstName: msg`First name is required`,
  lastName: msg`Last name is required`,
  email: msg`Email address is required`,
  password: msg`Password is required`,
  phone: msg`Phone number is required`,
  accountNumber: msg`Account number is required`,
  otp: msg`Enter the code we sent you`,
  code: msg`Enter the code we sent you`,
  amount: msg`Amount is required`,
  description: msg`Description is required`,
  accountName: msg`Account name is required`,
  bankName: msg`Bank name is required`,
  routingNumber: msg`Routing number is required`,
  swiftCode: msg`Swift code is required`,
  reason: msg`Reason is required`,
  accountType: msg`Choose an account type`,
  country: msg`Choose a country from the list`,
};

const tooLong: Messages = {
  firstName: msg({ message: "First name must be at most {max} characters" }),
  middleName: msg({ message: "Middle name must be at most {max} characters" }),
  lastName: msg({ message: "Last name must be at most {max} characters" }),
  email: msg`Email address is too long`,
  password: msg({ message: "Password must be at most {max} characters" }),
  description: msg({ message: "Description must be at most {max} characters" }),
  accountName: msg({ message: "Account name must be at most {max} characters" }),
  bankName: msg({ message: "Bank name must be at most {max} characters" }),
  reason: msg({ message: "Reason must be at most {max} characters" }),
  accountNumber: msg({ message: "Account number must be at most {max} characters" }),
  routingNumber: msg({ message: "Routing number must be at most {max} characters" }),
  occupation: msg({ message: "Occupation must be at most {max} characters" }),
  address: msg({ message: "Address must be at most {max} characters" }),
};

const badFormat: Messages = {
  email: msg`Enter a valid email address`,
  phone: msg`Enter a phone number of 7 to 20 digits, spaces or + - ( )`,
  accountNumber: msg`Enter a 12-digit account number starting with 9`,
  otp: msg`The code has 6 digits`,
  code: msg`The code has 6 digits`,
  swiftCode: msg`Enter a Swift (BIC) code of 8 or 11 characters`,
  amount: msg`Enter an amount in dollars, with at most 2 decimals`,
};

/** A recipient's bank numbers are not Larkspur account numbers: their own format rule. */
const bankNumberFormat: Messages = {
  accountNumber: msg`Account number can hold letters, digits, spaces and dashes`,
  routingNumber: msg`Routing number can hold letters, digits, spaces and dashes`,
};

const amountTooSmall = msg`Amount must be more than 0`;
const amountTooBig = msg({ message: "Amount can be at most {max} dollars" });

/** Checks the forms add beyond a field's own rules. */
const refinements: Messages = {
  confirmPassword: msg`Passwords do not match`,
  password: msg`This password is too common. Choose a longer or less predictable one.`,
  amount: msg`Amount can have at most 2 decimals`,
  description: msg`Descriptions cannot contain links.`,
};

/** The shared schema's checks of bank numbers, each named by its `rule`. */
const bankNumberRules: Record<BankNumberRule, MessageDescriptor> = {
  iban: msg`This IBAN is not valid: check it for typing mistakes`,
  bic: msg`This Swift (BIC) code is not valid: check its bank and country letters`,
  usRoutingDigits: msg`A US routing number has 9 digits`,
  usRouting: msg`This US routing number is not valid: check it for typing mistakes`,
};

const bankNumberRule = (issue: z.core.$ZodIssue): MessageDescriptor | null => {
  const rule = (issue as { params?: { rule?: string } }).params?.rule;
  return rule !== undefined && Object.hasOwn(bankNumberRules, rule)
    ? bankNumberRules[rule as BankNumberRule]
    : null;
};

/** An amount in a currency other than dollars (`amountTextIn`), each problem named by its `rule`. */
const currencyAmountRules: Record<CurrencyAmountRule, MessageDescriptor> = {
  wholeAmountIn: msg({ message: "Enter a whole amount of {currency}, more than 0." }),
  decimalAmountIn: msg({
    message: "Enter an amount of {currency} more than 0, with at most {decimals} decimals.",
  }),
  tooLargeIn: msg({ message: "Amount can be at most {max} in {currency}" }),
};

type CurrencyAmountParams = { rule?: string; currency?: string; decimals?: number; max?: number };

const currencyAmountRule = (issue: z.core.$ZodIssue) => {
  const params = (issue as { params?: CurrencyAmountParams }).params;
  const rule = params?.rule;
  if (rule === undefined || !Object.hasOwn(currencyAmountRules, rule)) return null;
  return {
    message: currencyAmountRules[rule as CurrencyAmountRule],
    values: {
      currency: String(params?.currency),
      decimals: String(params?.decimals),
      max: formatNumber(Number(params?.max)),
    },
  };
};

const passwordTooShort = msg`Password should be at least 8 characters long`;
const loginIncomplete = msg`Enter your email or account number and your password`;

function describe(
  issue: z.core.$ZodIssue,
): { message: MessageDescriptor; values?: Record<string, string> } | null {
  const field = String(issue.path.at(-1) ?? "");
  const found = (messages: Messages) => messages[field] ?? null;
  let message: MessageDescriptor | null = null;
  switch (issue.code) {
    case "invalid_type":
    case "invalid_value":
      message = found(required);
      break;
    case "too_small":
      if (issue.origin === "number") {
        message = field === "amount" ? amountTooSmall : null;
        break;
      }
      message = Number(issue.minimum) <= 1 ? found(required) : field === "password" ? passwordTooShort : null;
      break;
    case "too_big":
      message = issue.origin === "number" ? (field === "amount" ? amountTooBig : null) : found(tooLong);
      return message && { message, values: { max: formatNumber(Number(issue.maximum)) } };
    case "invalid_format":
      message = found(issue.path.includes("bankDetails") ? { ...badFormat, ...bankNumberFormat } : badFormat);
      break;
    case "custom": {
      const inCurrency = currencyAmountRule(issue);
      if (inCurrency) return inCurrency;
      message = bankNumberRule(issue) ?? found(refinements);
      break;
    }
    case "invalid_union":
      message = issue.path.length === 0 ? loginIncomplete : found(required);
      break;
  }
  return message && { message };
}

function translate(message: MessageDescriptor, values?: Record<string, string>): string {
  return i18n._(message.id, values, { message: message.message });
}

function errorAt(errors: FieldErrors, path: PropertyKey[]): { message?: unknown } | undefined {
  let node: unknown = errors;
  for (const key of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[key];
  return node as { message?: unknown } | undefined;
}

/** A problem zod found, in the reader's language (a form outside react-hook-form shows it so). */
export function issueText(issue: z.core.$ZodIssue): string {
  const described = activeLocale() === defaultLocale ? null : describe(issue);
  return described ? translate(described.message, described.values) : issue.message;
}

/** zodResolver, with each message in the reader's language. */
export function formResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  // zodResolver types its schema more narrowly than any schema it accepts.
  const resolve = zodResolver(schema as never) as unknown as Resolver<
    z.input<Schema>,
    unknown,
    z.output<Schema>
  >;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    // In English the schema's own words are shown, exactly as the API writes them.
    if (Object.keys(result.errors).length === 0 || activeLocale() === defaultLocale) return result;
    const parsed = await schema.safeParseAsync(values);
    // The resolver shows the first problem of each field; so does this.
    const seen = new Set<string>();
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path.join(".");
      if (seen.has(key)) continue;
      seen.add(key);
      const error = errorAt(result.errors, issue.path);
      const described = describe(issue);
      if (error && described) error.message = translate(described.message, described.values);
    }
    return result;
  };
}
