import { setImmediate as nextTurn } from "node:timers/promises";
import { brand } from "@larkspur/shared/brand";
import type { Locale } from "@larkspur/shared/locales";
import type PDFDocument from "pdfkit";
import { concurrencyLimit } from "../../lib/concurrency-limit";
import { type Text, translate } from "../../lib/i18n";
import { formatMinorUnits } from "../notifications";
import { ascenderOf, runsOf, type StatementFace, statementFaces } from "./statement-fonts";

/** One entry of a statement: what it did to the balance and the balance after it. */
export interface StatementLine {
  at: Date;
  transactionId: string;
  description: string;
  counterparty: { direction: "from" | "to"; name: string } | null;
  amount: bigint;
  balance: bigint;
}

/** A balance's month, in its owner's language and time zone. */
export interface Statement {
  owner: { name: string; address: string; accountNumber: string; language: Locale; timeZone: string };
  currency: string;
  /** YYYY-MM. */
  month: string;
  /** The month's first instant in the owner's time zone: the document's fixed creation date. */
  startsAt: Date;
  opening: bigint;
  /** How many entries `lines` gives: every row has one height, so the page count is known before they are read. */
  entries: number;
  /** The sum of the entries that added to the balance, and of those that took from it (positive). */
  moneyIn: bigint;
  moneyOut: bigint;
  /** Each entry in the order the balance moved, read while the pages are drawn. */
  lines: AsyncIterable<StatementLine>;
  closing: bigint;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const RIGHT = A4.width - MARGIN;
const ROW = 26;
const FOOTER_TOP = A4.height - MARGIN - 28;
const FIRST_TABLE_TOP = 262;
const INK = "#14213d";
const MUTED = "#5c6477";
const columns = {
  date: MARGIN,
  description: 118,
  descriptionWidth: 250,
  amountRight: 468,
  balanceRight: RIGHT,
};

/** Rows on the first page and on each later one: every row is one height, so the page count is known up front. */
const firstPageRows = Math.floor((FOOTER_TOP - FIRST_TABLE_TOP - ROW) / ROW);
const laterPageRows = Math.floor((FOOTER_TOP - MARGIN - ROW) / ROW);

/** The statement's rows: the opening balance, each entry, the closing balance. */
const rowCount = (statement: Statement) => statement.entries + 2;

function pageCount(statement: Statement): number {
  const rest = rowCount(statement) - firstPageRows;
  return 1 + (rest > 0 ? Math.ceil(rest / laterPageRows) : 0);
}

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Drawing is CPU on the event loop and makes much short-lived garbage: one statement is drawn at a time per process,
 * each yielding to other requests between pages, so a long one neither stalls the API nor multiplies its memory.
 */
const oneAtATime = concurrencyLimit(1);

/**
 * pdfkit keeps the glyph layout of every distinct word it has measured or drawn for the document's whole life; a long
 * statement's words are mostly distinct (ids, balances), so that cache held about half of a 10,000-entry statement's
 * memory. Emptied at each page, it keeps what repeats within a page (dates, labels) and stays a page's size.
 */
function forgetPastLayouts(doc: Doc) {
  const fonts = (doc as unknown as { _fontFamilies: Record<string, { layoutCache?: object }> })._fontFamilies;
  for (const font of Object.values(fonts)) if (font.layoutCache) font.layoutCache = Object.create(null);
}

/** The document's text in Noto Sans, with the characters it lacks (Chinese) in `chinese`, Noto Sans SC. */
function typesetting(doc: Doc, chinese: StatementFace) {
  /**
   * Writes text from (x, y); answers its width. `y` is the top of the line as `face` sets it; every run sits on that
   * face's baseline, since each font's own ascender (pdfkit's default) would set the Chinese runs higher than the
   * Latin ones beside them.
   */
  function write(text: string, x: number, y: number, size: number, face: StatementFace, color = INK) {
    const baseline = y + ascenderOf(face) * size;
    let at = x;
    doc.fontSize(size).fillColor(color);
    for (const run of runsOf(text, face, chinese)) {
      doc.font(run.face.name).text(run.text, at, baseline, { lineBreak: false, baseline: "alphabetic" });
      at += doc.widthOfString(run.text);
    }
    return at - x;
  }

  function widthOf(text: string, size: number, face: StatementFace): number {
    doc.fontSize(size);
    return runsOf(text, face, chinese).reduce(
      (width, run) => width + doc.font(run.face.name).widthOfString(run.text),
      0,
    );
  }

  function writeRight(text: string, right: number, y: number, size: number, face: StatementFace) {
    write(text, right - widthOf(text, size, face), y, size, face);
  }

  /** The text cut to fit `width`, with an ellipsis when it had to be cut. */
  function fitted(text: string, width: number, size: number, face: StatementFace): string {
    if (widthOf(text, size, face) <= width) return text;
    const characters = [...text];
    while (characters.length > 0 && widthOf(`${characters.join("")}…`, size, face) > width) characters.pop();
    return `${characters.join("")}…`;
  }

  return { write, writeRight, fitted };
}

/**
 * Renders the statement with pdfkit as a stream: each page is written as it is drawn, and its number is known
 * because every row has one height. The document's dates and id come from the statement alone, so the same month
 * renders to the same bytes on every download. Answers the document as soon as pdfkit and the faces are loaded (by the
 * process's first statement); its pages follow as they are drawn.
 */
export async function renderStatement(statement: Statement): Promise<Doc> {
  const [{ regular, bold, chinese }, { default: PDFKitDocument }] = await Promise.all([
    statementFaces(),
    import("pdfkit"),
  ]);
  const { language, timeZone } = statement.owner;
  const say = (text: Text) => translate(language, text);
  const money = (minor: bigint) => formatMinorUnits(language, minor.toString(), statement.currency);
  const doc = new PDFKitDocument({
    size: "A4",
    margin: MARGIN,
    autoFirstPage: false,
    lang: language,
    displayTitle: true,
    info: {
      Title: `${brand.name} ${say({ id: "statement.title" })} ${statement.month} ${statement.currency}`,
      Author: brand.contact.company,
      Creator: brand.name,
      Producer: brand.name,
      CreationDate: statement.startsAt,
    },
  });
  for (const face of [regular, bold, chinese]) doc.registerFont(face.name, face.data);
  const { write, writeRight, fitted } = typesetting(doc, chinese);

  const pages = pageCount(statement);
  let page = 0;
  let y = 0;
  const day = new Intl.DateTimeFormat(language, { timeZone, day: "numeric", month: "short" });
  const time = new Intl.DateTimeFormat(language, { timeZone, hour: "2-digit", minute: "2-digit" });

  const tableHeader = () => {
    const size = 8;
    write(say({ id: "statement.column.date" }), columns.date, y, size, bold, MUTED);
    write(say({ id: "statement.column.description" }), columns.description, y, size, bold, MUTED);
    writeRight(say({ id: "statement.column.amount" }), columns.amountRight, y, size, bold);
    writeRight(say({ id: "statement.column.balance" }), columns.balanceRight, y, size, bold);
    doc
      .moveTo(MARGIN, y + 14)
      .lineTo(RIGHT, y + 14)
      .lineWidth(0.5)
      .strokeColor(MUTED)
      .stroke();
    y += ROW;
  };

  const newPage = () => {
    forgetPastLayouts(doc);
    doc.addPage();
    page += 1;
    write(
      say({ id: "statement.note", values: { currency: statement.currency } }),
      MARGIN,
      FOOTER_TOP + 8,
      7,
      regular,
      MUTED,
    );
    writeRight(say({ id: "statement.page", values: { page, pages } }), RIGHT, FOOTER_TOP + 18, 7, regular);
    y = page === 1 ? FIRST_TABLE_TOP : MARGIN;
    tableHeader();
  };

  /** A new page when the next row does not fit, after letting other work run. */
  const room = async () => {
    if (y + ROW <= FOOTER_TOP) return;
    await nextTurn();
    newPage();
  };

  const balanceRow = async (label: string, balance: bigint) => {
    await room();
    write(fitted(label, columns.descriptionWidth, 9, bold), columns.description, y, 9, bold);
    writeRight(money(balance), columns.balanceRight, y, 9, bold);
    y += ROW;
  };

  const draw = async () => {
    newPage();
    letterhead(doc, statement, say);
    await balanceRow(say({ id: "statement.openingBalance" }), statement.opening);
    for await (const line of statement.lines) {
      await room();
      write(day.format(line.at), columns.date, y, 9, regular);
      write(time.format(line.at), columns.date, y + 11, 7, regular, MUTED);
      write(
        fitted(line.description, columns.descriptionWidth, 9, regular),
        columns.description,
        y,
        9,
        regular,
      );
      const other = line.counterparty
        ? `${say({ id: line.counterparty.direction === "from" ? "statement.from" : "statement.to", values: { name: line.counterparty.name } })} · `
        : "";
      write(
        fitted(`${other}#${line.transactionId}`, columns.descriptionWidth, 7, regular),
        columns.description,
        y + 11,
        7,
        regular,
        MUTED,
      );
      writeRight(money(line.amount), columns.amountRight, y, 9, regular);
      writeRight(money(line.balance), columns.balanceRight, y, 9, regular);
      y += ROW;
    }
    if (statement.entries === 0) {
      write(say({ id: "statement.noEntries" }), columns.description, y - ROW + 12, 7, regular, MUTED);
    }
    await balanceRow(say({ id: "statement.closingBalance" }), statement.closing);
    doc.end();
  };
  oneAtATime(draw).catch((error: Error) => doc.destroy(error));
  return doc;

  function letterhead(pdf: Doc, about: Statement, text: typeof say) {
    write(brand.name, MARGIN, MARGIN, 20, bold);
    writeRight(text({ id: "statement.title" }), RIGHT, MARGIN + 4, 14, bold);
    write(
      [brand.contact.company, ...brand.contact.addressLines].join(", "),
      MARGIN,
      MARGIN + 28,
      8,
      regular,
      MUTED,
    );
    const [year, month] = about.month.split("-").map(Number) as [number, number];
    const long = new Intl.DateTimeFormat(language, { timeZone: "UTC", dateStyle: "long" });
    const period = text({
      id: "statement.periodRange",
      values: {
        start: long.format(Date.UTC(year, month - 1, 1)),
        end: long.format(Date.UTC(year, month, 0)),
      },
    });
    const facts: [Text, string][] = [
      [{ id: "statement.customer" }, about.owner.name],
      [{ id: "statement.accountNumber" }, about.owner.accountNumber],
      [{ id: "statement.currency" }, about.currency],
      [{ id: "statement.period" }, period],
    ];
    let at = MARGIN + 56;
    for (const [label, value] of facts) {
      write(text(label), MARGIN, at, 8, regular, MUTED);
      write(value, MARGIN + 110, at, 9, bold);
      at += 15;
    }
    if (about.owner.address) write(about.owner.address, MARGIN + 110, at, 8, regular, MUTED);
    write(text({ id: "statement.timeZone", values: { zone: timeZone } }), MARGIN, at + 15, 7, regular, MUTED);

    const summary: [Text, bigint][] = [
      [{ id: "statement.openingBalance" }, about.opening],
      [{ id: "statement.moneyIn" }, about.moneyIn],
      [{ id: "statement.moneyOut" }, about.moneyOut],
      [{ id: "statement.closingBalance" }, about.closing],
    ];
    const width = (RIGHT - MARGIN) / summary.length;
    const top = FIRST_TABLE_TOP - 58;
    pdf
      .roundedRect(MARGIN, top - 8, RIGHT - MARGIN, 42, 6)
      .lineWidth(0.5)
      .strokeColor(MUTED)
      .stroke();
    summary.forEach(([label, amount], index) => {
      const x = MARGIN + 10 + index * width;
      write(fitted(text(label), width - 14, 7, regular), x, top, 7, regular, MUTED);
      write(fitted(money(amount), width - 14, 10, bold), x, top + 12, 10, bold);
    });
  }
}
