import { BankFileError, child, children, readIsoDocument, text, texts, type XmlNode } from "./iso20022-xml";

/** What the bank says of a payment: it goes out, it does not, or it has not decided yet. */
export type PaymentOutcome = "Accepted" | "Rejected" | "Waiting";

export interface PaymentStatus {
  outcome: PaymentOutcome;
  /** The bank's reason, for a rejection: its words, else the reason code's meaning, with the code. */
  reason: string | null;
}

/** A pain.002 customer payment status report: statuses for the whole file, per payment block and per payment. */
export interface StatusReport {
  messageId: string;
  originalMessageId: string;
  group: PaymentStatus | undefined;
  /** By PmtInfId. */
  blocks: Map<string, PaymentStatus>;
  /** By end-to-end id. */
  payments: Map<string, PaymentStatus>;
}

const PAIN002_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:pain\.002\.001\.\d{2}$/;

/** ISO 20022 external payment status codes, by what they mean for the money. */
const OUTCOMES: Record<string, PaymentOutcome> = {
  ACCP: "Accepted",
  ACSC: "Accepted",
  ACSP: "Accepted",
  ACWC: "Accepted",
  ACCC: "Accepted",
  ACFC: "Accepted",
  ACIS: "Accepted",
  ACWP: "Accepted",
  RJCT: "Rejected",
  CANC: "Rejected",
  // Received, technically valid, pending or partly accepted: the payments themselves say more, or will later.
  RCVD: "Waiting",
  ACTC: "Waiting",
  PDNG: "Waiting",
  PART: "Waiting",
  PATC: "Waiting",
};

/** What the common ISO 20022 status reason codes mean, for a bank that sends a code and no words. */
const REASONS: Record<string, string> = {
  AC01: "Incorrect account number",
  AC03: "Invalid creditor account number",
  AC04: "Closed account number",
  AC06: "Blocked account",
  AG01: "Transaction forbidden",
  AG02: "Invalid bank operation code",
  AM04: "Insufficient funds",
  AM05: "Duplication",
  AM09: "Wrong amount",
  BE04: "Missing creditor address",
  BE05: "Unrecognised initiating party",
  CUST: "Requested by customer",
  DUPL: "Duplicate payment",
  FF01: "Invalid file format",
  MD07: "End customer deceased",
  MS02: "Reason not specified, customer generated",
  MS03: "Reason not specified, agent generated",
  RC01: "Bank identifier incorrect",
  RR01: "Missing debtor account or identification",
  RR02: "Missing debtor name or address",
  RR03: "Missing creditor name or address",
  RR04: "Regulatory reason",
  TECH: "Technical problem",
};

/** Reads a pain.002 status report (any version). A status code we do not know refuses the whole report. */
export function readStatusReport(xml: string): StatusReport {
  const { namespace, document } = readIsoDocument(xml, PAIN002_NAMESPACE, "pain.002");
  const report = child(document, "CstmrPmtStsRpt");
  const original = child(report, "OrgnlGrpInfAndSts");
  const messageId = text(report, "GrpHdr", "MsgId");
  const originalMessageId = text(original, "OrgnlMsgId");
  if (!report || !messageId || !originalMessageId) {
    throw new BankFileError({ id: "error.bankFileWrongKind", values: { kind: "pain.002", namespace } });
  }
  const blocks = new Map<string, PaymentStatus>();
  const payments = new Map<string, PaymentStatus>();
  for (const block of children(report, "OrgnlPmtInfAndSts")) {
    const blockStatus = statusOf(block, "PmtInfSts");
    const blockId = text(block, "OrgnlPmtInfId");
    if (blockStatus && blockId) blocks.set(blockId, blockStatus);
    for (const payment of children(block, "TxInfAndSts")) {
      const endToEndId = text(payment, "OrgnlEndToEndId");
      const status = statusOf(payment, "TxSts");
      if (endToEndId && status) payments.set(endToEndId, status);
    }
  }
  return { messageId, originalMessageId, group: statusOf(original, "GrpSts"), blocks, payments };
}

function statusOf(node: XmlNode | undefined, element: string): PaymentStatus | undefined {
  const code = text(node, element);
  if (code === undefined) return undefined;
  const outcome = OUTCOMES[code];
  if (!outcome) throw new BankFileError({ id: "error.statusReportUnknownStatus", values: { status: code } });
  return { outcome, reason: outcome === "Rejected" ? reasonOf(children(node, "StsRsnInf")[0]) : null };
}

function reasonOf(info: XmlNode | undefined): string {
  const code = text(info, "Rsn", "Cd") ?? text(info, "Rsn", "Prtry");
  const words = texts(info, "AddtlInf").join(" ") || (code ? REASONS[code] : undefined);
  if (words && code) return `${words} (${code})`;
  return words ?? code ?? "No reason given";
}
