/** Sample ISO 20022 files of the partner bank, written as a bank writes them, for tests of money in and out. */

import { createHmac } from "node:crypto";

/** One credit (or debit) a sample camt file books. */
export interface SampleEntry {
  /** The account servicer's reference. */
  reference: string;
  /** Decimal text, as the file writes it: "125.50". */
  amount: string;
  currency?: string;
  debtorName?: string;
  debtorAccount?: string;
  /** The creditor account's id (Othr/Id), e.g. a Larkspur account number. */
  creditorAccount?: string;
  remittance?: string;
  direction?: "CRDT" | "DBIT";
  status?: "BOOK" | "PDNG";
}

const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const otherId = (id: string) => `<Id><Othr><Id>${escaped(id)}</Id></Othr></Id>`;

/** An entry as camt.054.001.08 writes it (status as a code, names under Pty), or as version 02 (053). */
function entryXml(entry: SampleEntry, modern: boolean): string {
  const debtor = entry.debtorName ?? "Ada Lovelace";
  const status = modern
    ? `<Sts><Cd>${entry.status ?? "BOOK"}</Cd></Sts>`
    : `<Sts>${entry.status ?? "BOOK"}</Sts>`;
  const name = modern ? `<Pty><Nm>${escaped(debtor)}</Nm></Pty>` : `<Nm>${escaped(debtor)}</Nm>`;
  return `
      <Ntry>
        <Amt Ccy="${entry.currency ?? "USD"}">${entry.amount}</Amt>
        <CdtDbtInd>${entry.direction ?? "CRDT"}</CdtDbtInd>
        ${status}
        <BookgDt><Dt>2026-11-24</Dt></BookgDt>
        <ValDt><Dt>2026-11-24</Dt></ValDt>
        <AcctSvcrRef>${escaped(entry.reference)}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <RltdPties>
              <Dbtr>${name}</Dbtr>
              <DbtrAcct>${otherId(entry.debtorAccount ?? "DE89370400440532013000")}</DbtrAcct>
              ${entry.creditorAccount ? `<CdtrAcct>${otherId(entry.creditorAccount)}</CdtrAcct>` : ""}
            </RltdPties>
            ${entry.remittance ? `<RmtInf><Ustrd>${escaped(entry.remittance)}</Ustrd></RmtInf>` : ""}
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

const account = `<Acct><Id><Othr><Id>400012345678</Id></Othr></Id></Acct>`;

/** A camt.054.001.08 debit/credit notification holding `entries`. */
export function camt054Xml(entries: SampleEntry[], messageId = "NTF-20261124-1"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${escaped(messageId)}</MsgId><CreDtTm>2026-11-24T10:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${escaped(messageId)}-1</Id>
      <CreDtTm>2026-11-24T10:00:00</CreDtTm>
      ${account}${entries.map((entry) => entryXml(entry, true)).join("")}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;
}

/** The closing booked balance a sample statement gives: decimal text, as the file writes it (below zero: DBIT). */
export interface SampleClosingBalance {
  amount: string;
  currency?: string;
  date?: string;
}

/**
 * A camt.053.001.02 end-of-day statement holding `entries`, its namespace under a prefix as some banks write it, with
 * its closing booked balance (USD 0.00 on 2026-11-24 unless given).
 */
export function camt053Xml(
  entries: SampleEntry[],
  messageId = "STMT-20261124-1",
  closing: SampleClosingBalance = { amount: "0.00" },
): string {
  const debit = closing.amount.startsWith("-");
  const body = `
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${escaped(messageId)}</MsgId><CreDtTm>2026-11-24T23:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${escaped(messageId)}-1</Id>
      <CreDtTm>2026-11-24T23:00:00</CreDtTm>
      ${account}
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="${closing.currency ?? "USD"}">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${closing.date ?? "2026-11-24"}</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="${closing.currency ?? "USD"}">${debit ? closing.amount.slice(1) : closing.amount}</Amt><CdtDbtInd>${debit ? "DBIT" : "CRDT"}</CdtDbtInd><Dt><Dt>${closing.date ?? "2026-11-24"}</Dt></Dt></Bal>
      ${entries.map((entry) => entryXml(entry, false)).join("")}
    </Stmt>
  </BkToCstmrStmt>`;
  const prefixed = body.replace(/<(\/?)([A-Za-z])/g, "<$1c:$2");
  return `<?xml version="1.0" encoding="UTF-8"?>
<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">${prefixed}
</c:Document>`;
}

/** One payment's status in a sample pain.002. */
export interface SamplePaymentStatus {
  endToEndId: string;
  status: "ACCP" | "ACSC" | "RJCT" | "PDNG";
  reasonCode?: string;
  reason?: string;
}

/** A pain.002.001.10 status report answering the pain.001 file `originalMessageId`. */
export function pain002Xml(report: {
  originalMessageId: string;
  groupStatus?: string;
  payments?: SamplePaymentStatus[];
  messageId?: string;
}): string {
  const payments = (report.payments ?? [])
    .map((payment) => {
      const reason =
        payment.reasonCode || payment.reason
          ? `<StsRsnInf>${payment.reasonCode ? `<Rsn><Cd>${payment.reasonCode}</Cd></Rsn>` : ""}${
              payment.reason ? `<AddtlInf>${escaped(payment.reason)}</AddtlInf>` : ""
            }</StsRsnInf>`
          : "";
      return `
      <TxInfAndSts>
        <OrgnlEndToEndId>${escaped(payment.endToEndId)}</OrgnlEndToEndId>
        <TxSts>${payment.status}</TxSts>${reason}
      </TxInfAndSts>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>${escaped(report.messageId ?? `STS-${report.originalMessageId}`)}</MsgId><CreDtTm>2026-11-25T08:00:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>${escaped(report.originalMessageId)}</OrgnlMsgId>
      <OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>
      ${report.groupStatus ? `<GrpSts>${report.groupStatus}</GrpSts>` : ""}
    </OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>${escaped(report.originalMessageId)}</OrgnlPmtInfId>${payments}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>`;
}

/** The `X-Larkspur-Signature` the partner bank sends with a file: the hex HMAC-SHA256 of the body under the secret. */
export function partnerBankSignature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}
