import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type {
  ApprovedBankFile,
  BankFileList,
  StagedBankFile,
  StatementImportResult,
  StatusReportResult,
} from "@larkspur/shared/schemas/rails";
import type { AppContext } from "../../context";
import type { Trx, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { insertAuditEntry } from "../audit";
import { retryOnTransactionIdClash } from "../transfers";
import { auditedEntry, type StagedEntry, toEntryView } from "./bank-file-entries";
import { decideBankFile, insertBankFile, listAwaitingBankFiles, lockBankFile } from "./bank-files.repo";
import { type CamtFile, readCamtFile } from "./camt-files";
import { readBankFile } from "./iso20022-xml";
import { type AppliedCamtFile, applyCamtFileIn, camtFileApplied, previewCamtFile } from "./money-in.service";
import { readStatusReport, type StatusReport } from "./pain002-files";
import {
  applyStatusReportIn,
  auditStatusReport,
  batchAnsweredBy,
  previewStatusReport,
  statusReportResult,
} from "./payment-batches.service";

const sha256Of = (xml: string) => createHash("sha256").update(xml, "utf8").digest("hex");

const AWAITING = "Awaiting approval" as const;

/** The audit entry of a camt file applied: its SHA-256, what it did and every account it credited. */
function auditCamtImport(
  trx: Trx,
  entry: {
    action: "bank-file.import" | "bank-file.approve";
    actorId: string | null;
    file: CamtFile;
    sha256: string;
    importId?: string;
    applied: AppliedCamtFile;
    ip: string;
  },
) {
  return insertAuditEntry(trx, {
    actorId: entry.actorId,
    action: entry.action,
    subjectType: "bank-statement",
    subjectId: entry.file.messageId,
    after: {
      ...(entry.importId && { importId: entry.importId }),
      kind: entry.file.kind,
      sha256: entry.sha256,
      status: entry.importId ? "Approved" : "Imported",
      ...entry.applied.result,
      credited: entry.applied.credited,
      closingBalances: entry.file.closingBalances.map((balance) => ({
        currency: balance.currency,
        amount: balance.amount.toString(),
        date: balance.date,
      })),
    },
    ip: entry.ip,
  });
}

/** Stages a file by hand: stored with its SHA-256 and what it would do, audited, nothing applied. */
async function stage(
  ctx: AppContext,
  operator: User,
  file: { kind: CamtFile["kind"] | "pain.002"; messageId: string; xml: string; batchId: string | null },
  entries: StagedEntry[],
  ip: string,
): Promise<StagedBankFile> {
  const importId = randomUUID();
  const sha256 = sha256Of(file.xml);
  await retryingTrx(ctx.db, async (trx) => {
    await insertBankFile(trx, {
      id: importId,
      kind: file.kind,
      messageId: file.messageId,
      sha256,
      xml: file.xml,
      paymentBatchId: file.batchId,
      entries,
      uploadedBy: operator.id,
      uploadedAt: ctx.clock.now(),
    });
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "bank-file.import",
      subjectType: file.kind === "pain.002" ? "payment-batch" : "bank-statement",
      subjectId: file.messageId,
      after: {
        importId,
        kind: file.kind,
        sha256,
        status: AWAITING,
        ...(file.batchId && { batchId: file.batchId }),
        entries: entries.map(auditedEntry),
      },
      ip,
    });
  });
  return { importId, status: AWAITING, entries: entries.map(toEntryView) };
}

/**
 * An operator uploads the partner bank's camt.053 or camt.054 by hand: read and checked as an import is (a bad file
 * answers 400), then staged for a second operator. Nothing is credited.
 */
export async function stageBankStatement(
  ctx: AppContext,
  operator: User,
  xml: string,
  ip: string,
): Promise<StagedBankFile> {
  const file = readBankFile(() => readCamtFile(xml));
  const entries = await previewCamtFile(ctx, file);
  return stage(
    ctx,
    operator,
    { kind: file.kind, messageId: file.messageId, xml, batchId: null },
    entries,
    ip,
  );
}

/**
 * An operator uploads the bank's pain.002 status report of a batch by hand: checked against the batch as applying it
 * would be (400 for another batch's report), then staged. No payment is marked or refunded.
 */
export async function stageStatusReport(
  ctx: AppContext,
  operator: User,
  batchId: string,
  xml: string,
  ip: string,
): Promise<StagedBankFile> {
  const report = readBankFile(() => readStatusReport(xml));
  const entries = await previewStatusReport(ctx, batchId, report);
  return stage(ctx, operator, { kind: "pain.002", messageId: report.messageId, xml, batchId }, entries, ip);
}

const noSuchFile = () => new AppError("not_found", "error.noSuchBankFile");

/** The staged file, locked: 404 for none, 409 once decided, 403 to the operator who uploaded it. */
async function lockedForDecision(trx: Parameters<typeof lockBankFile>[0], id: string, operator: User) {
  const file = isUuid(id) ? await lockBankFile(trx, id) : undefined;
  if (!file) throw noSuchFile();
  if (file.status !== AWAITING) throw new AppError("conflict", "error.bankFileDecided");
  if (file.uploaded_by === operator.id) throw new AppError("forbidden", "error.ownBankFile");
  return file;
}

/**
 * A second operator approves a staged file, which applies it as the bank's own would be: a camt file's credits (each
 * once per reference), a status report's acceptances and refunds. Audited as `bank-file.approve` with the file's
 * SHA-256 and every account credited or refunded. The decision, the whole file and the audit entry are one trx: two
 * approvals cannot both apply it, and a failure part-way leaves the file awaiting approval with nothing applied.
 */
export async function approveBankFile(
  ctx: AppContext,
  operator: User,
  id: string,
  ip: string,
): Promise<ApprovedBankFile> {
  const decided = await retryOnTransactionIdClash(() =>
    retryingTrx(ctx.db, async (trx) => {
      const file = await lockedForDecision(trx, id, operator);
      await decideBankFile(trx, file.id, {
        status: "Approved",
        decidedBy: operator.id,
        decidedAt: ctx.clock.now(),
        reason: null,
      });
      if (file.kind !== "pain.002") {
        const camt = readBankFile(() => readCamtFile(file.xml));
        const applied = await applyCamtFileIn(trx, ctx, camt, {
          importedBy: file.uploaded_by,
          approvedBy: operator.id,
          sha256: file.sha256,
        });
        await auditCamtImport(trx, {
          action: "bank-file.approve",
          actorId: operator.id,
          file: camt,
          sha256: file.sha256,
          importId: file.id,
          applied,
          ip,
        });
        return { camt: { file: camt, applied } };
      }
      if (!file.payment_batch_id) throw noSuchFile();
      const report = readBankFile(() => readStatusReport(file.xml));
      const applied = await applyStatusReportIn(trx, ctx, file.payment_batch_id, report, {
        uploadedBy: file.uploaded_by,
        approvedBy: operator.id,
      });
      const audit = { actorId: operator.id, ip, sha256: file.sha256, report, applied };
      await auditStatusReport(trx, audit);
      await insertAuditEntry(trx, {
        actorId: operator.id,
        action: "bank-file.approve",
        subjectType: "payment-batch",
        subjectId: file.message_id,
        after: {
          importId: file.id,
          batch: applied.batchMessageId,
          kind: file.kind,
          sha256: file.sha256,
          uploadedBy: file.uploaded_by,
          ...applied.counts,
          refunded: applied.refunded,
          accepted: applied.accepted,
        },
        ip,
      });
      return { report: { batchId: file.payment_batch_id, applied } };
    }),
  );
  if (decided.report) return statusReportResult(ctx, decided.report.batchId, decided.report.applied);
  camtFileApplied(ctx, decided.camt.file, decided.camt.applied);
  return decided.camt.applied.result;
}

/** A second operator rejects a staged file with a reason: nothing of it is applied. Audited. */
export async function rejectBankFile(
  ctx: AppContext,
  operator: User,
  id: string,
  reason: string,
  ip: string,
): Promise<{ importId: string; status: "Rejected" }> {
  await retryingTrx(ctx.db, async (trx) => {
    const file = await lockedForDecision(trx, id, operator);
    await decideBankFile(trx, file.id, {
      status: "Rejected",
      decidedBy: operator.id,
      decidedAt: ctx.clock.now(),
      reason,
    });
    await insertAuditEntry(trx, {
      actorId: operator.id,
      action: "bank-file.reject",
      subjectType: file.kind === "pain.002" ? "payment-batch" : "bank-statement",
      subjectId: file.message_id,
      before: { status: AWAITING },
      after: { importId: file.id, kind: file.kind, sha256: file.sha256, status: "Rejected" },
      reason,
      ip,
    });
  });
  return { importId: id, status: "Rejected" };
}

const LISTED = 100;

/** Files awaiting a second operator, the oldest first, each with what it would do. */
export async function awaitingBankFiles(ctx: AppContext): Promise<BankFileList> {
  const rows = await listAwaitingBankFiles(ctx.db, LISTED);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      messageId: row.message_id,
      sha256: row.sha256,
      batchId: row.payment_batch_id,
      status: row.status,
      uploadedBy: row.uploaded_by_email,
      uploadedById: row.uploaded_by,
      uploadedAt: row.uploaded_at.toISOString(),
      entries: (row.entries as StagedEntry[]).map(toEntryView),
    })),
  };
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/**
 * Whether `signature` is `sha256=<hex HMAC-SHA256 of the body under the secret>`, compared in constant time. A missing
 * or malformed header is as wrong as a wrong one.
 */
export function signatureMatches(secret: string, body: Buffer, signature: string | undefined): boolean {
  const hex = signature?.trim().match(SIGNATURE)?.[1];
  if (!hex) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  return timingSafeEqual(Buffer.from(hex, "hex"), expected);
}

const isStatusReport = (xml: string) => /urn:iso:std:iso:20022:tech:xsd:pain\.002\./.test(xml);

/**
 * A file the partner bank sends over its signed channel (the caller checked the signature): applied at once, each
 * whole in one trx with its audit entry, a camt.053/054 as an import, a pain.002 to the batch it answers. Audited with
 * the system as the actor.
 */
export async function receiveFromBank(
  ctx: AppContext,
  body: Buffer,
  ip: string,
): Promise<StatementImportResult | StatusReportResult> {
  const xml = body.toString("utf8");
  const sha256 = createHash("sha256").update(body).digest("hex");
  if (isStatusReport(xml)) {
    const report: StatusReport = readBankFile(() => readStatusReport(xml));
    const batchId = await batchAnsweredBy(ctx, report);
    const applied = await retryingTrx(ctx.db, async (trx) => {
      const done = await applyStatusReportIn(trx, ctx, batchId, report, {
        uploadedBy: null,
        approvedBy: null,
      });
      await auditStatusReport(trx, { actorId: null, ip, sha256, report, applied: done });
      return done;
    });
    return statusReportResult(ctx, batchId, applied);
  }
  const file = readBankFile(() => readCamtFile(xml));
  const applied = await retryOnTransactionIdClash(() =>
    retryingTrx(ctx.db, async (trx) => {
      const done = await applyCamtFileIn(trx, ctx, file, { importedBy: null, approvedBy: null, sha256 });
      await auditCamtImport(trx, {
        action: "bank-file.import",
        actorId: null,
        file,
        sha256,
        applied: done,
        ip,
      });
      return done;
    }),
  );
  camtFileApplied(ctx, file, applied);
  return applied.result;
}
