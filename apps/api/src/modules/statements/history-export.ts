import { pipeline, Readable } from "node:stream";
import { type Currency, exponentOf } from "@larkspur/shared/currencies";
import { minorUnitsText } from "@larkspur/shared/money";
import type { HistoryFilters } from "@larkspur/shared/schemas/transaction";
import { stringify } from "csv-stringify";
import type { AppContext } from "../../context";
import type { Transfer, User } from "../../db/types";
import { isoInZone } from "../../lib/zoned-time";
import { describedIn, isConversionTarget, listHistory } from "../transfers";
import { neutralised } from "./csv-cells";
import { balancesAfter } from "./statements.repo";

/** The export's columns, in English whatever the language: accountants' software reads them by name. */
export const exportColumns = [
  "Date and time",
  "Transaction ID",
  "Type",
  "Status",
  "Description",
  "Counterparty",
  "Amount",
  "Currency",
  "Balance after",
] as const;

/** Rows read per query: a page's balances are summed in one more query, so a page costs two round trips. */
const PAGE_ROWS = 500;

const amountText = (minor: bigint, currency: string) =>
  minorUnitsText(minor, exponentOf(currency as Currency));

/** Money in (a deposit, a payment received, the bought side of a conversion) is positive; money out negative. */
const signedAmount = (row: Transfer) =>
  row.type === "Deposit" || isConversionTarget(row) ? row.amount : -row.amount;

/** One row of the CSV; `balanceAfter` only for a completed row. */
function record(row: Transfer, balanceAfter: bigint | undefined, owner: User): string[] {
  return [
    isoInZone(row.created_at, owner.time_zone),
    row.transaction_id,
    row.type,
    row.status,
    describedIn(owner.language, row.description),
    row.counterparty_name ?? row.account_name ?? "",
    amountText(signedAmount(row), row.currency),
    row.currency,
    balanceAfter === undefined ? "" : amountText(balanceAfter, row.currency),
  ].map(neutralised);
}

/** The rows of the history the filters choose, newest first, a page at a time, each with its balance after it. */
async function* exportRecords(ctx: AppContext, owner: User, filters: HistoryFilters) {
  let position: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await listHistory(ctx.db, owner.id, PAGE_ROWS, position, filters);
    const balances = await balancesAfter(
      ctx.db,
      rows.filter((row) => row.status === "Completed"),
    );
    for (const row of rows) yield record(row, balances.get(row.id), owner);
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_ROWS) return;
    position = { createdAt: last.created_at, id: last.id };
  }
}

/**
 * The customer's history as CSV, streamed as it is read: every row the filters choose, its time in the customer's
 * time zone, amounts with their currency's decimals, cells neutralised against formulas. Pages are read one after
 * another without a transaction held open, so a slow download holds no connection.
 */
export function exportHistory(ctx: AppContext, owner: User, filters: HistoryFilters): Readable {
  return pipeline(
    Readable.from(exportRecords(ctx, owner, filters)),
    stringify({ header: true, columns: [...exportColumns] }),
    (error) => {
      if (error) ctx.log.error({ err: error }, "The history export stopped");
    },
  );
}
