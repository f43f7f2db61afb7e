import { z } from "zod";
import {
  abaCountry,
  isAbaRoutingNumber,
  isBic,
  isIban,
  isNineDigits,
  looksLikeIban,
  normalisedAccountNumber,
} from "../bank-numbers";
import { countries } from "../countries";
import { currencies } from "../currencies";
import { limits } from "../limits";
import { containsLink, DESCRIPTION_LINK_MESSAGE } from "../links";
import { dollarsToCents } from "../money";
import { amountInCurrency, currencyCode, positiveAmount } from "./balances";
import { conversionDetails } from "./conversions";
import { email, otp, payeeAccountNumber } from "./fields";

export const accountTypes = [
  "Savings account",
  "Current account",
  "Checking account",
  "Fixed Deposit",
  "Non-resident account",
  "Online banking",
  "Domiciliary account",
  "Joint account",
] as const;
export type AccountType = (typeof accountTypes)[number];

/** Ways of sending money to another bank: the wizard's bank-transfer tabs. */
export const transferOptions = ["Local", "International"] as const;
export type TransferOption = (typeof transferOptions)[number];

/** How money left or reached an account: a bank transfer, or a payment between two Larkspur customers. */
export const transactionTransferOptions = [...transferOptions, "Larkspur"] as const;
export type TransactionTransferOption = (typeof transactionTransferOptions)[number];

export const transactionTypes = ["Deposit", "Withdrawal", "Conversion"] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const transactionStatuses = ["Unconfirmed", "Pending", "Completed", "Cancelled"] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** Dollars as a JSON number: positive, whole cents, at most the given ceiling. */
export const dollarAmount = (label: string, max: number) =>
  z
    .number(`${label} is required`)
    .positive(`${label} must be more than 0`)
    .max(max, `${label} can be at most ${max.toLocaleString("en-US")} dollars`)
    .refine((value) => dollarsToCents(value) !== null, `${label} can have at most 2 decimals`);

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A customer's description of a payment, request or transfer: mails quote it to others, so it carries no link. */
export const customerDescription = requiredText("Description", limits.transferDescriptionMax).refine(
  (text) => !containsLink(text),
  DESCRIPTION_LINK_MESSAGE,
);

const bankNumber = (label: string) =>
  requiredText(label, limits.bankNumberMax).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    `${label} can hold letters, digits, spaces and dashes`,
  );

/** The texts of the bank-number checks; the forms recognise each problem by its `rule`. */
export const bankNumberTexts = {
  iban: "This IBAN is not valid: check it for typing mistakes",
  bic: "This Swift (BIC) code is not valid: check its bank and country letters",
  usRoutingDigits: "A US routing number has 9 digits",
  usRouting: "This US routing number is not valid: check it for typing mistakes",
} as const;
export type BankNumberRule = keyof typeof bankNumberTexts;

const bankNumberIssue = (rule: BankNumberRule, path: string[]) => ({
  code: "custom" as const,
  message: bankNumberTexts[rule],
  params: { rule },
  path,
});

/** An account number; one given as an IBAN must be a valid IBAN, and is kept in its electronic format. */
const bankAccountNumber = bankNumber("Account number")
  .superRefine((value, ctx) => {
    if (looksLikeIban(value) && !isIban(value)) ctx.addIssue(bankNumberIssue("iban", []));
  })
  .transform(normalisedAccountNumber);

const bankAccountFields = {
  accountName: requiredText("Account name", limits.bankTextMax),
  accountNumber: bankAccountNumber,
  bankName: requiredText("Bank name", limits.bankTextMax),
  accountType: z.enum(accountTypes, "Choose an account type"),
};

/** A US bank's 9-digit ABA routing number, checked by its checksum; kept as its digits alone. */
const abaRoutingNumber = bankNumber("Routing number")
  .superRefine((value, ctx) => {
    if (!isNineDigits(value)) ctx.addIssue(bankNumberIssue("usRoutingDigits", []));
    else if (!isAbaRoutingNumber(value)) ctx.addIssue(bankNumberIssue("usRouting", []));
  })
  .transform((value) => value.replace(/[\s-]/g, ""));

/** A local transfer goes to a US bank, named to the partner bank by its ABA routing number. */
export const localBankDetails = z.object({ ...bankAccountFields, routingNumber: abaRoutingNumber });

/** A US routing number must pass the ABA checksum; other countries' routing codes keep their own formats. */
export const internationalBankDetails = z
  .object({
    ...bankAccountFields,
    routingNumber: bankNumber("Routing number"),
    swiftCode: z
      .string("Swift code is required")
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "Enter a Swift (BIC) code of 8 or 11 characters")
      .superRefine((value, ctx) => {
        if (!isBic(value)) ctx.addIssue(bankNumberIssue("bic", []));
      }),
    country: z.enum(countries, "Choose a country from the list"),
  })
  .superRefine((details, ctx) => {
    if (details.country !== abaCountry) return;
    if (!isNineDigits(details.routingNumber))
      ctx.addIssue(bankNumberIssue("usRoutingDigits", ["routingNumber"]));
    else if (!isAbaRoutingNumber(details.routingNumber))
      ctx.addIssue(bankNumberIssue("usRouting", ["routingNumber"]));
  });

/** Fields a client may send that the server makes itself; accepted and ignored. */
const ignoredClientFields = {
  user: z.unknown().optional().describe("Ignored: the caller is the token's user"),
  email: z.unknown().optional().describe("Ignored"),
  dateTime: z.unknown().optional().describe("Ignored: the server stamps the time"),
  transactionId: z
    .union([z.string().trim().min(1).max(limits.idempotencyKeyMax), z.number().int()])
    .transform(String)
    .optional()
    .describe("Ignored as an id (the server makes one); used as the idempotency key when no header is sent"),
};

const transferFields = {
  amount: dollarAmount("Amount", limits.transferMaxDollars),
  currency: currencyCode
    .optional()
    .describe(
      "The balance the money leaves (and, for a payment, the recipient's it reaches); USD when not given",
    ),
  description: customerDescription,
  ...ignoredClientFields,
};

export const initiateTransferBody = z.discriminatedUnion(
  "transferOption",
  [
    z.object({ ...transferFields, transferOption: z.literal("Local"), bankDetails: localBankDetails }),
    z.object({
      ...transferFields,
      transferOption: z.literal("International"),
      bankDetails: internationalBankDetails,
    }),
  ],
  "Choose Local or International",
);
export type InitiateTransferBody = z.infer<typeof initiateTransferBody>;

/** Another Larkspur customer, named by their account number or their e-mail address. */
export const payeeReference = z.union(
  [z.strictObject({ accountNumber: payeeAccountNumber }), z.strictObject({ email })],
  "Give the recipient's account number or email address",
);
export type PayeeReference = z.infer<typeof payeeReference>;

/** Paying another Larkspur customer: the money moves at once when the code comes back. */
export const initiatePaymentBody = z.object({
  ...transferFields,
  transferOption: z.literal("Larkspur"),
  recipient: payeeReference,
});
export type InitiatePaymentBody = z.infer<typeof initiatePaymentBody>;

/**
 * A payment to another customer as initiate takes it: to a recipient (`initiatePaymentBody`), or paying a money
 * request (`requestId`), whose requester and amount are then the payment's, whatever else the body says.
 */
export const larkspurInitiateBody = initiatePaymentBody
  .partial({ amount: true, description: true, recipient: true })
  .extend({
    requestId: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe("A money request to pay: its requester is paid its amount, for its description"),
  })
  .superRefine((body, ctx) => {
    if (body.requestId !== undefined) return;
    const missing = [
      ["amount", "Amount is required"],
      ["description", "Description is required"],
      ["recipient", "Give the recipient's account number or email address"],
    ] as const;
    for (const [field, message] of missing) {
      if (body[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
export type LarkspurInitiateBody = z.infer<typeof larkspurInitiateBody>;

/** What POST /api/transaction/initiate accepts: a bank transfer or a payment to another customer. */
export const initiateBody = z.discriminatedUnion(
  "transferOption",
  [...initiateTransferBody.options, larkspurInitiateBody],
  "Choose Local, International or Larkspur",
);
/** A body of the send-money wizard: a bank transfer, or a payment naming its recipient, amount and description. */
export type InitiateBody = InitiateTransferBody | InitiatePaymentBody;

export type BankDetails = z.infer<typeof internationalBankDetails> | z.infer<typeof localBankDetails>;

export const initiateTransferResponse = z.object({ message: z.string(), transactionId: z.string() });

export const verifyTransferBody = z.object({
  otp,
  transactionId: z
    .union([z.string().trim().min(1).max(100), z.number().int()])
    .transform(String)
    .optional()
    .describe("The transfer to confirm; without it, the caller's newest unconfirmed transfer"),
});
export type VerifyTransferBody = z.infer<typeof verifyTransferBody>;

/** A bank account as a transfer or a saved recipient keeps it: an international one adds the last three fields. */
export const storedBankDetails = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  accountType: z.string(),
  routingNumber: z.string().optional(),
  swiftCode: z.string().optional(),
  country: z.string().optional(),
});

/**
 * The other side of a payment: the recipient on the payer's row, the payer on the recipient's; for money from another
 * bank, the payer as their bank named them and their account.
 */
export const counterparty = z.object({
  name: z.string().describe('First name and last initial, e.g. "Grace H."'),
  accountNumber: z.string(),
});
export type Counterparty = z.infer<typeof counterparty>;

/**
 * One row of the history. Bank transfers carry their bank details; payments between customers ("Larkspur") their
 * counterparty; an operator's deposit neither.
 */
export const transactionItem = z.object({
  _id: z.string(),
  transactionId: z.string(),
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  currency: currencyCode.describe("The balance the money left or reached"),
  amount: z.number().describe("In the currency, with its decimals (dollars for USD)"),
  description: z.string(),
  dateTime: z.iso.datetime(),
  transferOption: z.enum(transactionTransferOptions).nullable(),
  counterparty: counterparty.nullable(),
  bankDetails: storedBankDetails.nullable(),
  conversion: conversionDetails
    .optional()
    .describe("A conversion's terms, the same on both of its rows; amount is this row's side, in currency"),
  cancelReason: z
    .string()
    .optional()
    .describe('Why a Cancelled transfer came back: "Returned by the receiving bank: <reason>"'),
  codeExpiresAt: z.iso
    .datetime()
    .optional()
    .describe(
      "An Unconfirmed transfer or payment: its code can be entered until then, and nothing has moved yet",
    ),
  payout: z
    .object({
      stage: z.enum(["Waiting", "Sent", "Returned"]),
      sentAt: z.iso.datetime().optional().describe("When it was handed to the partner bank"),
    })
    .optional()
    .describe(
      "An approved bank transfer beyond our books: waiting to be sent, sent to the bank, or returned by the receiving bank; its status keeps its value",
    ),
  neverConfirmed: z
    .literal(true)
    .optional()
    .describe("A Cancelled transfer or payment whose code was never entered: no money ever left the balance"),
});
export type TransactionItem = z.infer<typeof transactionItem>;

export const transactionList = z.array(transactionItem);

export const transferResultResponse = z.object({ message: z.string(), transaction: transactionItem });
export type TransferResultResponse = z.infer<typeof transferResultResponse>;

/** A verified payment: the money has already moved. */
export const paymentResultResponse = z.object({
  message: z.string(),
  transactionId: z.string(),
  status: z.literal("Completed"),
});
export type PaymentResultResponse = z.infer<typeof paymentResultResponse>;

/** What the verify route answers: a submitted transfer, or a completed payment. */
export const verifyResponse = z.union([transferResultResponse, paymentResultResponse]);

const pageLimit = z.coerce
  .number("limit must be a whole number")
  .int("limit must be a whole number")
  .min(1, "limit must be at least 1")
  .max(limits.historyMaxRows, `limit can be at most ${limits.historyMaxRows}`);

/** A position in the history: the transactionId of the last row of the page before. */
const historyPosition = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{1,100}$/, `${name} must be the transactionId of the last row of the page before`);

/** A comma-separated list of values, each one of `allowed` in any case: `status=Pending,Completed`. */
const oneOrMoreOf = <T extends string>(allowed: readonly T[], message: string) =>
  z
    .string()
    .transform((text, ctx) => {
      const chosen = text.split(",").map((part) => {
        const wanted = part.trim().toLowerCase();
        return allowed.find((value) => value.toLowerCase() === wanted);
      });
      if (chosen.length > allowed.length || chosen.some((value) => value === undefined)) {
        ctx.addIssue({ code: "custom", message, path: [] });
        return z.NEVER;
      }
      return [...new Set(chosen as T[])];
    })
    .describe(`One or more of ${allowed.join(", ")}, separated by commas`);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A bound of a date range: a calendar day (YYYY-MM-DD) in the customer's time zone, or an exact ISO 8601 date and
 * time with its offset.
 */
export type HistoryBound = { day: string } | { instant: Date };

const dateBound = (name: string) =>
  z
    .string()
    .trim()
    .transform((text, ctx): HistoryBound => {
      if (isoDate.test(text)) {
        const day = new Date(`${text}T00:00:00Z`);
        if (!Number.isNaN(day.getTime()) && day.toISOString().startsWith(text)) return { day: text };
      } else if (z.iso.datetime({ offset: true }).safeParse(text).success) {
        return { instant: new Date(text) };
      }
      ctx.addIssue({
        code: "custom",
        message: `${name} must be a date as YYYY-MM-DD, or a date and time in ISO 8601`,
        path: [],
      });
      return z.NEVER;
    });

/** An amount in the rows' own currencies, as typed in a filter: at least 0, at most 2 decimals, as a decimal text. */
const amountBound = (name: string) =>
  z
    .string()
    .trim()
    .regex(
      /^\d{1,15}(\.\d{1,2})?$/,
      `${name} must be an amount of 0 or more with at most 2 decimals, such as 25.50`,
    )
    .transform((text) => {
      const [whole, fraction = ""] = text.split(".");
      return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, "0"));
    })
    .describe("In the currency of each row, such as 25.50");

/** The history's filters, each optional: the search's own parameters and the export's. */
const filterFields = {
  q: z
    .string()
    .trim()
    .min(1, "q must be 1 to 100 characters")
    .max(100, "q must be 1 to 100 characters")
    .optional()
    .describe("Words of the description or counterparty, or a transactionId"),
  type: oneOrMoreOf(transactionTypes, "type must be Deposit, Withdrawal or Conversion").optional(),
  status: oneOrMoreOf(
    transactionStatuses,
    "status must be Unconfirmed, Pending, Completed or Cancelled",
  ).optional(),
  currency: oneOrMoreOf(currencies, "currency must be a currency code we hold, such as USD").optional(),
  from: dateBound("from").optional().describe("The first day (YYYY-MM-DD, the customer's) or instant"),
  to: dateBound("to").optional().describe("The last day (YYYY-MM-DD, the customer's, included) or instant"),
  minAmount: amountBound("minAmount").optional(),
  maxAmount: amountBound("maxAmount").optional(),
};

type FilterValues = z.infer<z.ZodObject<typeof filterFields>>;

function checkRanges(filters: FilterValues, ctx: z.RefinementCtx): void {
  if (
    filters.minAmount !== undefined &&
    filters.maxAmount !== undefined &&
    filters.maxAmount < filters.minAmount
  )
    ctx.addIssue({
      code: "custom",
      path: ["maxAmount"],
      message: "maxAmount must not be less than minAmount",
    });
  if (filters.from && filters.to && boundStart(filters.to) < boundStart(filters.from))
    ctx.addIssue({ code: "custom", path: ["to"], message: "The end date is before the start date." });
}

/**
 * The history's filters. Each is optional; without any the history reads as it always has. Amounts compare with each
 * row's own amount in its currency (whole units for JPY, KRW, ISK); dates with the customer's time zone.
 */
export const historyFilters = z.object(filterFields).superRefine(checkRanges);
export type HistoryFilters = z.infer<typeof historyFilters>;

/** Where a bound begins, for comparing two bounds: a day at its UTC midnight is near enough for that. */
function boundStart(bound: HistoryBound): number {
  return "day" in bound ? new Date(`${bound.day}T00:00:00Z`).getTime() : bound.instant.getTime();
}

export const historyQuery = z
  .object({
    ...filterFields,
    limit: pageLimit.default(limits.historyDefaultRows),
    cursor: historyPosition("cursor")
      .optional()
      .describe("The transactionId of the last row of the page before: answer the rows after it"),
    before: historyPosition("before").optional().describe("The same as cursor (the older name)"),
  })
  .superRefine((query, ctx) => {
    checkRanges(query, ctx);
    if (query.cursor !== undefined && query.before !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["cursor"],
        message: "cursor and before are the same: give one of them",
      });
  });

/** What the export takes: the filters of the history, no page. */
export const exportQuery = historyFilters;

export const transactionParams = z.object({
  userId: z.string().min(1).max(100),
  transactionId: z.string().min(1).max(100),
});

/** Loose: Fastify replaces the request's headers with the parsed ones, and the token must survive. */
export const idempotencyHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .trim()
    .min(1)
    .max(limits.idempotencyKeyMax, `Idempotency-Key can be at most ${limits.idempotencyKeyMax} characters`)
    .optional()
    .describe("Repeating a request with the same key returns the first answer and moves no money"),
});

/** What an operator sends to credit a customer (the back office's form extends these fields). */
export const depositFields = z.object({
  amount: positiveAmount("Amount"),
  currency: currencyCode.optional().describe("The balance credited; USD when not given"),
  description: requiredText("Description", limits.transferDescriptionMax),
});

/** A deposit's body: the amount within what its currency allows. */
export const depositBody = depositFields.superRefine(amountInCurrency("Amount", limits.transferMaxDollars));
export type DepositBody = z.infer<typeof depositBody>;

export const rejectTransferBody = z.object({
  reason: requiredText("Reason", limits.cancelReasonMax),
});
