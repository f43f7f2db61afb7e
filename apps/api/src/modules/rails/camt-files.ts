import { toMinorUnits } from "@larkspur/shared/money";
import {
  attribute,
  BankFileError,
  child,
  children,
  readIsoDocument,
  text,
  texts,
  type XmlNode,
} from "./iso20022-xml";
import { exponentOfAnyCurrency } from "./minor-units";

/** One credit the partner bank booked to Larkspur's account: money in, for the customer it names. */
export interface CreditEntry {
  /** The account servicer's reference, the key that credits it at most once. */
  reference: string;
  currency: string;
  /** Minor units of `currency`, more than zero. */
  amount: bigint;
  debtorName: string;
  debtorAccount: string;
  creditorAccount: string;
  /** The remittance information, unstructured and structured references, as one line. */
  remittance: string;
  bookingDate: string | null;
}

export type CamtKind = "camt.053" | "camt.054";

/** The closing booked balance (`Bal` of type CLBD) a camt.053 statement gives for its account. */
export interface ClosingBalance {
  currency: string;
  /** Minor units of `currency`; below zero when the account is overdrawn (DBIT). */
  amount: bigint;
  /** The day it was struck (YYYY-MM-DD). */
  date: string;
}

export interface CamtFile {
  kind: CamtKind;
  messageId: string;
  credits: CreditEntry[];
  /** Only a camt.053 statement has them. */
  closingBalances: ClosingBalance[];
}

/** Every version of the bank-to-customer statement (053) and debit/credit notification (054). */
const CAMT_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.05[34]\.001\.\d{2}$/;
const AMOUNT_TEXT = /^\d{1,18}(?:\.\d{1,5})?$/;
const CURRENCY_TEXT = /^[A-Z]{3}$/;

const entryProblem = (
  entry: number,
  id: "error.camtBadEntry" | "error.camtBadAmount" | "error.camtNoReference" | "error.camtDetailsDontAddUp",
  values = {},
) => new BankFileError({ id, values: { entry, ...values } });

/**
 * Reads a camt.053 statement or camt.054 credit notification: every booked credit entry, each batch-booked
 * transaction of an entry as a credit of its own. Debits (Larkspur's own payments out) and entries not yet booked are
 * left out. An amount that is not a positive amount of its currency, or a credit without an account servicer's
 * reference, refuses the whole file.
 */
export function readCamtFile(xml: string): CamtFile {
  const { namespace, document } = readIsoDocument(xml, CAMT_NAMESPACE, "camt.053 / camt.054");
  const kind: CamtKind = namespace.includes("camt.053") ? "camt.053" : "camt.054";
  const message = child(document, kind === "camt.053" ? "BkToCstmrStmt" : "BkToCstmrDbtCdtNtfctn");
  const messageId = text(message, "GrpHdr", "MsgId");
  if (!message || !messageId) {
    throw new BankFileError({ id: "error.bankFileWrongKind", values: { kind, namespace } });
  }
  const reports = children(message, kind === "camt.053" ? "Stmt" : "Ntfctn");
  const entries = reports.flatMap((report) => children(report, "Ntry"));
  return {
    kind,
    messageId,
    credits: entries.flatMap((entry, index) => creditsOf(entry, index + 1)),
    closingBalances: kind === "camt.053" ? reports.flatMap(closingBalancesOf) : [],
  };
}

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}/;

/** A statement's CLBD balances; one that cannot be read refuses the file, as a bad entry does. */
function closingBalancesOf(statement: XmlNode): ClosingBalance[] {
  return children(statement, "Bal")
    .filter((balance) => (text(balance, "Tp", "CdOrPrtry", "Cd") ?? text(balance, "Tp", "Cd")) === "CLBD")
    .map((balance) => {
      const value = text(balance, "Amt");
      const currency = attribute(child(balance, "Amt"), "Ccy");
      const direction = text(balance, "CdtDbtInd");
      const date = text(balance, "Dt", "Dt") ?? text(balance, "Dt", "DtTm");
      const problem = new BankFileError({
        id: "error.camtBadClosingBalance",
        values: { amount: value ?? "-", currency: currency ?? "-" },
      });
      if (!value || !currency || !AMOUNT_TEXT.test(value) || !CURRENCY_TEXT.test(currency)) throw problem;
      const minor = toMinorUnits(value, exponentOfAnyCurrency(currency));
      if (
        minor === null ||
        (direction !== "CRDT" && direction !== "DBIT") ||
        !date ||
        !DATE_TEXT.test(date)
      ) {
        throw problem;
      }
      return { currency, amount: direction === "DBIT" ? -minor : minor, date: date.slice(0, 10) };
    });
}

function creditsOf(entry: XmlNode, number: number): CreditEntry[] {
  const direction = text(entry, "CdtDbtInd");
  if (direction !== "CRDT" && direction !== "DBIT") throw entryProblem(number, "error.camtBadEntry");
  // Statuses are text up to version 7 and a code from version 8; a file that gives none means booked entries.
  const status = text(entry, "Sts", "Cd") ?? text(entry, "Sts");
  if (direction === "DBIT" || (status !== undefined && status !== "BOOK")) return [];
  const { currency, amount } = amountOf(entry.Amt, number);
  const bookingDate = (text(entry, "BookgDt", "Dt") ?? text(entry, "BookgDt", "DtTm"))?.slice(0, 10) ?? null;
  const entryReference = text(entry, "AcctSvcrRef");
  const transactions = children(entry, "NtryDtls").flatMap((details) => children(details, "TxDtls"));
  const extra = text(entry, "AddtlNtryInf") ?? "";
  if (transactions.length <= 1) {
    const [only] = transactions;
    const reference = entryReference ?? text(only, "Refs", "AcctSvcrRef");
    if (!reference) throw entryProblem(number, "error.camtNoReference");
    return [{ reference, currency, amount, bookingDate, ...partiesOf(only, extra) }];
  }
  // A batch booking: each transaction is a credit of its own, for its own amount.
  const credits = transactions.map((transaction, index): CreditEntry => {
    const own = amountOf(transaction.Amt ?? child(child(transaction, "AmtDtls"), "TxAmt")?.Amt, number);
    const reference =
      text(transaction, "Refs", "AcctSvcrRef") ?? (entryReference && `${entryReference}/${index + 1}`);
    if (!reference) throw entryProblem(number, "error.camtNoReference");
    if (own.currency !== currency) throw entryProblem(number, "error.camtBadEntry");
    return { reference, ...own, bookingDate, ...partiesOf(transaction, extra) };
  });
  const sum = credits.reduce((total, credit) => total + credit.amount, 0n);
  if (sum !== amount) throw entryProblem(number, "error.camtDetailsDontAddUp");
  return credits;
}

function amountOf(amount: unknown, number: number): { currency: string; amount: bigint } {
  const value = text(amount);
  const currency = attribute(amount, "Ccy");
  const problem = () =>
    entryProblem(number, "error.camtBadAmount", { amount: value ?? "-", currency: currency ?? "-" });
  if (!value || !currency || !AMOUNT_TEXT.test(value) || !CURRENCY_TEXT.test(currency)) throw problem();
  // Parsed from its text into whole minor units: never through a float.
  const minor = toMinorUnits(value, exponentOfAnyCurrency(currency));
  if (minor === null || minor <= 0n) throw problem();
  return { currency, amount: minor };
}

/** Who paid, from which account, to which account, and what they wrote. Names moved under `Pty` in version 8. */
function partiesOf(transaction: XmlNode | undefined, extra: string) {
  const parties = child(transaction, "RltdPties");
  const debtor = child(parties, "Dbtr");
  const ultimate = child(parties, "UltmtDbtr");
  const name =
    text(debtor, "Pty", "Nm") ??
    text(debtor, "Nm") ??
    text(ultimate, "Pty", "Nm") ??
    text(ultimate, "Nm") ??
    "";
  const remittance = child(transaction, "RmtInf");
  const lines = [
    ...texts(remittance, "Ustrd"),
    ...children(remittance, "Strd").map((line) => text(line, "CdtrRefInf", "Ref") ?? ""),
    text(transaction, "AddtlTxInf") ?? "",
    extra,
  ];
  return {
    debtorName: name,
    debtorAccount: accountId(child(parties, "DbtrAcct")),
    creditorAccount: accountId(child(parties, "CdtrAcct")),
    remittance: lines
      .filter((line) => line !== "")
      .join(" ")
      .replace(/\s+/g, " "),
  };
}

const accountId = (account: XmlNode | undefined) =>
  text(account, "Id", "IBAN") ?? text(account, "Id", "Othr", "Id") ?? "";
