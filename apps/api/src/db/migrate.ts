import { type Kysely, type Migration, Migrator } from "kysely";
import { applyLedgerSql } from "../modules/ledger";
import * as identity from "./migrations/0001-identity";
import * as jobs from "./migrations/0002-jobs";
import * as ledger from "./migrations/0003-ledger";
import * as backoffice from "./migrations/0004-backoffice";
import * as uploads from "./migrations/0005-uploads";
import * as noTruncate from "./migrations/0010-no-truncate";
import * as auditActorEmail from "./migrations/0030-audit-actor-email";
import * as pendingDeposits from "./migrations/0031-pending-deposits";
import * as emailChangeCodes from "./migrations/0035-email-change-codes";
import * as wrongCodeLimit from "./migrations/0036-wrong-code-limit";
import * as sessionLastUse from "./migrations/0037-session-last-use";
import * as userSettings from "./migrations/0050-user-settings";
import * as ledgerChecks from "./migrations/0060-ledger-checks";
import * as totp from "./migrations/0070-totp";
import * as devicesAndQuestions from "./migrations/0075-devices-and-questions";
import * as passkeys from "./migrations/0080-passkeys";
import * as payments from "./migrations/0090-payments";
import * as recipients from "./migrations/0095-recipients";
import * as moneyRequests from "./migrations/0100-money-requests";
import * as requestPayments from "./migrations/0101-request-payments";
import * as moneyOutLimits from "./migrations/0105-money-out-limits";
import * as notifications from "./migrations/0110-notifications";
import * as eventTickets from "./migrations/0115-event-tickets";
import * as currencyAccounts from "./migrations/0120-currency-accounts";
import * as conversions from "./migrations/0121-conversions";
import * as exchangeRates from "./migrations/0130-exchange-rates";
import * as statementBalances from "./migrations/0140-statement-balances";
import * as partnerBankFiles from "./migrations/0150-partner-bank-files";
import * as supportConversations from "./migrations/0160-support-conversations";
import * as eventStreams from "./migrations/0161-event-streams";
import * as paymentsPostedAtCommit from "./migrations/0170-payments-posted-at-commit";
import * as paymentsCreditRowAtCommit from "./migrations/0171-payments-credit-row-at-commit";
import * as entryBalanceByIndex from "./migrations/0180-entry-balance-by-index";
import * as bankFileApprovals from "./migrations/0190-bank-file-approvals";
import * as secondStepFailures from "./migrations/0195-second-step-failures";
import * as sessionReauthentication from "./migrations/0196-session-reauthentication";
import * as eventStreamSessions from "./migrations/0197-event-stream-sessions";
import * as limitsInEveryCurrency from "./migrations/0200-limits-in-every-currency";
import * as conversionTargetRows from "./migrations/0210-conversion-target-rows";
import * as sentToBankAt from "./migrations/0211-sent-to-bank-at";
import * as cancelledAfterHoldMoneyOut from "./migrations/0212-cancelled-after-hold-money-out";
import * as fourEyesMoneyInAndRates from "./migrations/0230-four-eyes-money-in-and-rates";
import * as rateLoadsRejected from "./migrations/0231-rate-loads-rejected";
import * as moneyInFileSha256 from "./migrations/0235-money-in-file-sha256";
import * as ledgerSqlApplied from "./migrations/0300-ledger-sql-applied";
import * as movements from "./migrations/0305-movements";
import * as cards from "./migrations/0320-cards";
import * as schedules from "./migrations/0330-schedules";
import * as mailboxKeepsWords from "./migrations/0340-mailbox-keeps-words";
import * as lessWorkPerMovement from "./migrations/0345-less-work-per-movement";
import type { Database } from "./types";

/** Every migration, in order. A new one is added at the end and never edited after it lands. */
const migrations: Record<string, Migration> = {
  "0001-identity": identity,
  "0002-jobs": jobs,
  "0003-ledger": ledger,
  "0004-backoffice": backoffice,
  "0005-uploads": uploads,
  "0010-no-truncate": noTruncate,
  "0030-audit-actor-email": auditActorEmail,
  "0031-pending-deposits": pendingDeposits,
  "0035-email-change-codes": emailChangeCodes,
  "0036-wrong-code-limit": wrongCodeLimit,
  "0037-session-last-use": sessionLastUse,
  "0050-user-settings": userSettings,
  "0060-ledger-checks": ledgerChecks,
  "0070-totp": totp,
  "0075-devices-and-questions": devicesAndQuestions,
  "0080-passkeys": passkeys,
  "0090-payments": payments,
  "0095-recipients": recipients,
  "0100-money-requests": moneyRequests,
  "0101-request-payments": requestPayments,
  "0105-money-out-limits": moneyOutLimits,
  "0110-notifications": notifications,
  "0115-event-tickets": eventTickets,
  "0120-currency-accounts": currencyAccounts,
  "0121-conversions": conversions,
  "0130-exchange-rates": exchangeRates,
  "0140-statement-balances": statementBalances,
  "0150-partner-bank-files": partnerBankFiles,
  "0160-support-conversations": supportConversations,
  "0161-event-streams": eventStreams,
  "0170-payments-posted-at-commit": paymentsPostedAtCommit,
  "0171-payments-credit-row-at-commit": paymentsCreditRowAtCommit,
  "0180-entry-balance-by-index": entryBalanceByIndex,
  "0190-bank-file-approvals": bankFileApprovals,
  "0195-second-step-failures": secondStepFailures,
  "0196-session-reauthentication": sessionReauthentication,
  "0197-event-stream-sessions": eventStreamSessions,
  "0200-limits-in-every-currency": limitsInEveryCurrency,
  "0210-conversion-target-rows": conversionTargetRows,
  "0211-sent-to-bank-at": sentToBankAt,
  "0212-cancelled-after-hold-money-out": cancelledAfterHoldMoneyOut,
  "0230-four-eyes-money-in-and-rates": fourEyesMoneyInAndRates,
  "0231-rate-loads-rejected": rateLoadsRejected,
  "0235-money-in-file-sha256": moneyInFileSha256,
  "0300-ledger-sql-applied": ledgerSqlApplied,
  "0305-movements": movements,
  "0330-schedules": schedules,
  "0320-cards": cards,
  "0340-mailbox-keeps-words": mailboxKeepsWords,
  "0345-less-work-per-movement": lessWorkPerMovement,
};

/** The migrations' names, in the order they run. */
export const migrationNames = Object.keys(migrations).sort();

/**
 * Runs the migrations not yet run, then the ledger's PL/pgSQL file if it changed since it was last applied; answers
 * what ran (`ledger.sql` last, when it did).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return migrateUpTo(db);
}

/**
 * Runs the migrations up to and including `last` (every one when not given, and then the ledger's file): a test
 * builds a database as it stood before a migration, fills it, and then runs the rest.
 */
export async function migrateUpTo(db: Kysely<Database>, last?: string): Promise<string[]> {
  if (last !== undefined && !(last in migrations)) throw new Error(`No migration is named ${last}`);
  // Work written side by side takes its migration numbers from separate ranges, so a database may have run a higher
  // number before a lower one lands; each migration stands on its own, so the late one simply runs then.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await (last === undefined
    ? migrator.migrateToLatest()
    : migrator.migrateTo(last));
  if (error) throw error;
  const ran = (results ?? [])
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
  if (last !== undefined) return ran;
  return (await applyLedgerSql(db)) ? [...ran, "ledger.sql"] : ran;
}
