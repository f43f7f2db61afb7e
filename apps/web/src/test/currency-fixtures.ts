import type { ConversionQuote } from "@larkspur/shared/schemas/conversions";
import type { AdminRatesView } from "@larkspur/shared/schemas/rates";
import type { TransactionItem } from "@larkspur/shared/schemas/transaction";
import type { CurrentUser } from "@larkspur/shared/schemas/user";
import type { Balance } from "../lib/balances";
import { ada } from "./fixtures";

/** The reference rates the back office shows: the newest day, fetched, and one loaded by hand before it. */
export const referenceRates: AdminRatesView = {
  base: "EUR",
  date: "2026-03-05",
  source: "ECB",
  loadedAt: "2026-03-05T15:05:00.000Z",
  days: [
    { date: "2026-03-05", source: "ECB", loadedAt: "2026-03-05T15:05:00.000Z", currencies: 3 },
    { date: "2026-03-04", source: "Manual", loadedAt: "2026-03-05T09:00:00.000Z", currencies: 30 },
  ],
  rates: [
    { currency: "USD", rate: 1.0879 },
    { currency: "JPY", rate: 161.52 },
    { currency: "GBP", rate: 0.85583 },
  ],
};

/** Ada holding dollars, euros and an empty yen balance, as `GET /api/user` lists them. */
export const adaBalances: Balance[] = [
  { currency: "USD", available: 1234.5, balance: 1234.5, held: 0 },
  { currency: "EUR", available: 91.55, balance: 91.55, held: 0 },
  { currency: "JPY", available: 0, balance: 0, held: 0 },
];

export const adaWithBalances = { ...ada, balances: adaBalances } as CurrentUser;

/** Ada as a server that lists no balances answers her: dollars only. */
export const adaDollarsOnly = Object.fromEntries(
  Object.entries(ada).filter(([field]) => field !== "balances"),
) as CurrentUser;

/** A quote for selling $100.00 for euros: the fee of $0.40 is part of the $100.00. */
export const usdToEurQuote: ConversionQuote = {
  quoteId: "9d7c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
  from: "USD",
  to: "EUR",
  rate: 0.9155,
  fee: 0.4,
  sellAmount: 100,
  buyAmount: 91.18,
  expiresAt: "2026-03-05T10:00:30.000Z",
};

/** The conversion at that quote, as the server answers it. */
export const conversionDone = {
  message: "Conversion completed",
  transactionId: "1700000000009",
  status: "Completed" as const,
  from: "USD" as const,
  to: "EUR" as const,
  sellAmount: 100,
  buyAmount: 91.18,
  rate: 0.9155,
  fee: 0.4,
};

/** The dollars' history row of a conversion: the money out. */
export const conversionRow: TransactionItem = {
  _id: "t_9",
  transactionId: "1700000000009",
  type: "Conversion",
  status: "Completed",
  amount: 100,
  currency: "USD",
  description: "Converted to EUR",
  dateTime: "2026-03-08T11:00:00.000Z",
  transferOption: null,
  counterparty: null,
  bankDetails: null,
  conversion: { from: "USD", to: "EUR", sellAmount: 100, buyAmount: 91.55, rate: 0.9155, fee: 0.4 },
};

/** The euros' history row of the same conversion: the money in. */
export const conversionTargetRow: TransactionItem = {
  ...conversionRow,
  _id: "t_10",
  transactionId: "1700000000010",
  amount: 91.55,
  currency: "EUR",
  description: "Converted from USD",
};
