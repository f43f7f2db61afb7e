import type { Readable } from "node:stream";
import { byCurrencyOrder, type Currency, mainCurrency } from "@larkspur/shared/currencies";
import type { StatementList } from "@larkspur/shared/schemas/statements";
import type { HistoryFilters } from "@larkspur/shared/schemas/transaction";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { insertAuditEntry } from "../audit";
import { describedIn } from "../transfers";
import { findUserById } from "../users";
import { exportHistory } from "./history-export";
import { renderStatement, type Statement, type StatementLine } from "./statement-pdf";
import { statementAccount, statementLines, statementMonths, statementTotals } from "./statements.repo";

/** Who asks for a customer's documents, from where: staff reading a customer's are recorded in the audit log. */
export interface DocumentReader {
  user: User;
  ip: string;
}

async function customer(ctx: AppContext, userId: string): Promise<User> {
  const found = isUuid(userId) ? await findUserById(ctx.db, userId) : undefined;
  if (found?.role === "customer") return found;
  throw new AppError("not_found", "error.noSuchCustomer");
}

/**
 * A statement or an export is the customer's money in a document that leaves the bank: when a member of staff takes
 * one (for a customer who asked support for it), the audit log says who, which and from where.
 */
async function recordStaffRead(ctx: AppContext, reader: DocumentReader, owner: User, what: object) {
  if (reader.user.id === owner.id) return;
  await insertAuditEntry(ctx.db, {
    actorId: reader.user.id,
    action: "customer.read-documents",
    subjectType: "user",
    subjectId: owner.id,
    after: what,
    ip: reader.ip,
  });
}

/** The months each of the customer's balances moved in, newest first, with where each statement is downloaded. */
export async function listStatements(ctx: AppContext, userId: string): Promise<StatementList> {
  const owner = await customer(ctx, userId);
  const months = await statementMonths(ctx.db, owner.id);
  months.sort(
    (a, b) =>
      b.month.localeCompare(a.month) || byCurrencyOrder(a.currency as Currency, b.currency as Currency),
  );
  return {
    statements: months.map(({ month, currency }) => ({
      month,
      currency,
      url: `/api/statements/${owner.id}/${month}.pdf?currency=${currency}`,
    })),
  };
}

/** Entries read per query while a statement is drawn: its memory stays a page's, however long the month. */
export const STATEMENT_PAGE_ROWS = 500;

/**
 * A balance's month: its opening balance, each entry that moved it and the running balance after each, and the
 * closing balance, which is the opening plus the entries. Any month from the one the balance was opened in to the
 * current one (in the owner's time zone) has a statement; a month without entries shows opening = closing. The
 * totals are read now; the entries, `pageRows` a query, whenever the lines are walked (each walk reads them afresh),
 * up to the account's newest posting when the totals were read, so they always add up to the totals.
 */
export async function statementOf(
  ctx: AppContext,
  owner: User,
  month: string,
  currency: string = mainCurrency,
  pageRows = STATEMENT_PAGE_ROWS,
): Promise<Statement> {
  const account = await statementAccount(ctx.db, owner.id, currency, ctx.clock.now());
  if (!account || month < account.first_month || month > account.current_month) {
    throw new AppError("not_found", { id: "error.noStatement", values: { month, currency } });
  }
  const accountId = account.id;
  const firstDay = `${month}-01`;
  const totals = await statementTotals(ctx.db, accountId, firstDay);
  async function* lines(): AsyncGenerator<StatementLine> {
    if (totals.firstPosting === undefined) return;
    let balance = totals.opening;
    const page = { after: totals.firstPosting - 1n, through: totals.lastPosting };
    for (;;) {
      const rows = await statementLines(ctx.db, accountId, firstDay, page, pageRows);
      for (const row of rows) {
        const amount = BigInt(row.amount);
        balance += amount;
        yield {
          at: row.created_at,
          transactionId: row.transaction_id,
          description: describedIn(owner.language, row.description),
          counterparty: row.counterparty
            ? { direction: amount > 0n ? "from" : "to", name: row.counterparty }
            : null,
          amount,
          balance,
        };
      }
      const last = rows.at(-1);
      if (!last || rows.length < pageRows) return;
      page.after = BigInt(last.first_posting);
    }
  }
  const name = [owner.first_name, owner.middle_name, owner.last_name].filter(Boolean).join(" ");
  return {
    owner: {
      name,
      address: owner.address,
      accountNumber: owner.account_number,
      language: owner.language,
      timeZone: owner.time_zone,
    },
    currency,
    month,
    startsAt: totals.starts,
    opening: totals.opening,
    entries: totals.entries,
    moneyIn: totals.moneyIn,
    moneyOut: totals.moneyOut,
    lines: { [Symbol.asyncIterator]: lines },
    closing: totals.opening + totals.moneyIn - totals.moneyOut,
  };
}

/** The statement as a PDF stream, for the customer or a member of staff (recorded). */
export async function statementPdf(
  ctx: AppContext,
  reader: DocumentReader,
  userId: string,
  month: string,
  currency?: string,
): Promise<Readable> {
  const owner = await customer(ctx, userId);
  const statement = await statementOf(ctx, owner, month, currency);
  await recordStaffRead(ctx, reader, owner, { statement: month, currency: statement.currency });
  return renderStatement(statement);
}

/** The customer's history as CSV, for the customer or a member of staff (recorded). */
export async function historyCsv(
  ctx: AppContext,
  reader: DocumentReader,
  userId: string,
  filters: HistoryFilters,
): Promise<Readable> {
  const owner = await customer(ctx, userId);
  await recordStaffRead(ctx, reader, owner, { export: "csv" });
  return exportHistory(ctx, owner, filters);
}
