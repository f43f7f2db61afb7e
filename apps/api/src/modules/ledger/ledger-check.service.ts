import type { LedgerCheckRun } from "@larkspur/shared/schemas/admin";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context";
import type { Database, LedgerCheck, LedgerProblem } from "../../db/types";
import { ensureQueue, tracked } from "../../jobs/job-queue";
import { mailTemplates } from "../mail";
import {
  accountsOffTheirPostings,
  activeAdmins,
  cardOverdraftsToCollect,
  cardRowsContradictingJournal,
  countLedger,
  holdsOffPendingTransfers,
  insertLedgerCheck,
  type LedgerCounts,
  negativeAvailable,
  recentLedgerChecks,
  statusesContradictingJournal,
  unbalancedEntries,
} from "./ledger-check.repo";

export interface LedgerInspection {
  counts: LedgerCounts;
  problems: LedgerProblem[];
}

/** How many problems a run keeps in its row and mails; the count is always complete. */
const KEPT_PROBLEMS = 100;
const MAILED_PROBLEMS = 10;

/**
 * Reads the whole ledger in one repeatable-read, read-only snapshot, so every rule is checked against the same
 * moment while transfers go on; plain reads take no row locks, so no customer waits for it. The chaos test checks
 * the same rules with this function.
 */
export function inspectLedger(db: Kysely<Database>): Promise<LedgerInspection> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const counts = await countLedger(trx);
      const problems = [
        ...(await unbalancedEntries(trx)),
        ...(await accountsOffTheirPostings(trx)),
        ...(await holdsOffPendingTransfers(trx)),
        ...(await statusesContradictingJournal(trx)),
        ...(await negativeAvailable(trx)),
        ...(await cardRowsContradictingJournal(trx)),
        ...(await cardOverdraftsToCollect(trx)),
      ];
      return { counts, problems };
    });
}

/**
 * Checks the ledger and records the run. On any problem it logs at error level and mails every active admin, in the
 * trx that records the run.
 */
export async function runLedgerCheck(ctx: AppContext): Promise<LedgerCheck> {
  const startedAt = ctx.clock.now();
  const { counts, problems } = await inspectLedger(ctx.db);
  const check = await ctx.db.transaction().execute(async (trx) => {
    const recorded = await insertLedgerCheck(trx, {
      startedAt,
      finishedAt: ctx.clock.now(),
      counts,
      problemCount: problems.length,
      problems: problems.slice(0, KEPT_PROBLEMS),
    });
    if (problems.length > 0) {
      const admins = await activeAdmins(trx);
      const examples = problems.slice(0, MAILED_PROBLEMS).map((p) => `${p.subject}: ${p.detail}`);
      for (const admin of admins) {
        await ctx.mailer.enqueue(
          trx,
          mailTemplates.ledgerProblems(admin, problems.length, startedAt.toISOString(), examples),
        );
      }
    }
    return recorded;
  });
  if (problems.length > 0) {
    ctx.log.error(
      {
        ledgerCheck: check.id.toString(),
        problemCount: problems.length,
        problems: check.problems.slice(0, 20),
      },
      "Ledger check found problems",
    );
    ctx.mailer.deliverSoon();
  } else {
    ctx.log.info({ ledgerCheck: check.id.toString(), ...counts }, "Ledger check found no problem");
  }
  return check;
}

const RUNS_SHOWN = 50;

/** The latest runs, newest first, for the back office. */
export async function latestLedgerChecks(ctx: AppContext): Promise<{ items: LedgerCheckRun[] }> {
  const rows = await recentLedgerChecks(ctx.db, RUNS_SHOWN);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      startedAt: row.started_at.toISOString(),
      finishedAt: row.finished_at.toISOString(),
      accounts: row.accounts,
      journalEntries: row.journal_entries,
      postings: row.postings,
      transfers: row.transfers,
      problemCount: row.problem_count,
      problems: row.problems,
    })),
  };
}

const QUEUE = "ledger-check";

/** Checks the ledger every 10 minutes on one instance at a time. */
export async function startLedgerChecks(ctx: AppContext): Promise<void> {
  await ensureQueue(ctx.jobs, QUEUE);
  await ctx.jobs.schedule(QUEUE, "*/10 * * * *");
  await ctx.jobs.work(
    QUEUE,
    { pollingIntervalSeconds: 60 },
    tracked(ctx.jobs, async () => {
      await runLedgerCheck(ctx);
    }),
  );
}
