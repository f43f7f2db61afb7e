import { XMLParser, XMLValidator } from "fast-xml-parser";
import { AppError } from "../../lib/app-error";
import type { Text } from "../../lib/i18n";

/** Why a bank file was refused, in words an operator can act on. Nothing of a refused file is used. */
export class BankFileError extends Error {
  constructor(readonly text: Text) {
    super(text.id);
    this.name = "BankFileError";
  }
}

/** Runs a file's reader; a file it refuses answers 400 with the reader's words. */
export function readBankFile<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof BankFileError) throw new AppError("validation_error", error.text);
    throw error;
  }
}

export type XmlNode = Record<string, unknown>;

/** ISO 20022 messages nest about a dozen levels; anything far deeper is not one of them. */
const MAX_DEPTH = 48;

/**
 * A 10 MB statement of ordinary entries holds about 250,000 elements. Far more in one file is a bomb of tiny ones, which
 * would cost seconds and hundreds of megabytes to parse: it is refused by a count before parsing.
 */
const MAX_ELEMENTS = 400_000;

function tagsIn(xml: string): number {
  let count = 0;
  for (let at = xml.indexOf("<"); at !== -1; at = xml.indexOf("<", at + 1)) count++;
  return count;
}

/** Elements that may repeat in the messages we read: always arrays, however many the file holds. */
const REPEATED = new Set([
  "Stmt",
  "Bal",
  "Ntfctn",
  "Ntry",
  "NtryDtls",
  "TxDtls",
  "Ustrd",
  "Strd",
  "AddtlInf",
  "OrgnlPmtInfAndSts",
  "TxInfAndSts",
  "StsRsnInf",
]);

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Reads an ISO 20022 message whose `Document` is in a namespace `expected` accepts; answers that namespace and the
 * Document's content. The file is never trusted: a DOCTYPE (the way in for external entities and entity expansion)
 * refuses it before parsing, so does a count of elements no bank file reaches, entities are left unexpanded, nesting is
 * bounded while parsing (so 10 MB of nested tags costs nothing), and the whole file must be well-formed. Values stay text, so an amount is never read as a float.
 */
export function readIsoDocument(
  xml: string,
  expected: RegExp,
  kind: string,
): { namespace: string; document: XmlNode } {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new BankFileError({ id: "error.bankFileDoctype" });
  // Opening and closing tags: twice the elements, at most.
  if (tagsIn(xml) > 2 * MAX_ELEMENTS) {
    throw new BankFileError({ id: "error.bankFileTooManyElements", values: { max: MAX_ELEMENTS } });
  }
  let rootName: string | undefined;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseAttributeValue: false,
    parseTagValue: false,
    processEntities: false,
    htmlEntities: false,
    maxNestedTags: MAX_DEPTH,
    transformTagName: (name) => {
      rootName ??= name;
      return localName(name);
    },
    isArray: (name) => REPEATED.has(name),
  });
  let parsed: XmlNode;
  try {
    parsed = parser.parse(xml) as XmlNode;
  } catch (error) {
    const tooDeep = error instanceof Error && /nested/i.test(error.message);
    throw new BankFileError({ id: tooDeep ? "error.bankFileTooDeep" : "error.bankFileMalformed" });
  }
  // Bounded by the parse above, so checking well-formedness cannot exhaust memory.
  if (XMLValidator.validate(xml) !== true) throw new BankFileError({ id: "error.bankFileMalformed" });
  const document = parsed.Document;
  if (rootName === undefined || localName(rootName) !== "Document" || !isNode(document)) {
    throw new BankFileError({ id: "error.bankFileWrongKind", values: { kind, namespace: "-" } });
  }
  const prefix = rootName.includes(":") ? `:${rootName.slice(0, rootName.indexOf(":"))}` : "";
  const namespace = document[`@xmlns${prefix}`];
  if (typeof namespace !== "string" || !expected.test(namespace)) {
    throw new BankFileError({
      id: "error.bankFileWrongKind",
      values: { kind, namespace: typeof namespace === "string" ? namespace : "-" },
    });
  }
  return { namespace, document };
}

export function isNode(value: unknown): value is XmlNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The child element of that name, when it is an element with content of its own. */
export function child(node: unknown, name: string): XmlNode | undefined {
  if (!isNode(node)) return undefined;
  const found = node[name];
  return isNode(found) ? found : undefined;
}

/** The repeated child elements of that name (see REPEATED), elements only. */
export function children(node: unknown, name: string): XmlNode[] {
  if (!isNode(node)) return [];
  const found = node[name];
  return Array.isArray(found) ? found.filter(isNode) : [];
}

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * XML's five predefined entities and character references, decoded by hand: the parser expands no entity at all, and
 * these cannot expand into more than one character.
 */
function decoded(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g, (whole, name: string) => {
    if (!name.startsWith("#")) return PREDEFINED[name]!;
    const code = name.startsWith("#x") ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : whole;
  });
}

/** The text of an element (or of the element at the end of a path), trimmed; undefined when it is absent. */
export function text(node: unknown, ...path: string[]): string | undefined {
  let current: unknown = node;
  for (const name of path) current = isNode(current) ? current[name] : undefined;
  if (Array.isArray(current)) current = current[0];
  if (typeof current === "string") return decoded(current).trim();
  if (isNode(current) && typeof current["#text"] === "string") return decoded(current["#text"]).trim();
  return undefined;
}

/** The texts of a repeated element (see REPEATED), such as the lines of unstructured remittance information. */
export function texts(node: unknown, name: string): string[] {
  if (!isNode(node) || !Array.isArray(node[name])) return [];
  return (node[name] as unknown[]).map((line) => text(line) ?? "").filter((line) => line !== "");
}

/** An attribute of an element. */
export function attribute(node: unknown, name: string): string | undefined {
  const value = isNode(node) ? node[`@${name}`] : undefined;
  return typeof value === "string" ? decoded(value).trim() : undefined;
}
