import type { Locale } from "@larkspur/shared/locales";
import { translate } from "../../lib/i18n";

/** What a money-in row says when the payer's bank sent no remittance text. */
export const paymentReceivedDescription = "Payment Received";

/**
 * The descriptions the server writes itself are stored in English and put into the reader's language when read;
 * a description a person typed is theirs and stays as they wrote it. Each pattern names the values its text needs,
 * so a new server-made description only adds a line here and its message in each catalogue.
 */
const serverMade: readonly {
  pattern: RegExp;
  text: (match: RegExpMatchArray) => Parameters<typeof translate>[1];
}[] = [
  {
    pattern: /^Converted ([A-Z]{3}) to ([A-Z]{3})$/,
    text: ([, from = "", to = ""]) => ({ id: "description.converted", values: { from, to } }),
  },
  {
    pattern: /^Converted from ([A-Z]{3})$/,
    text: ([, from = ""]) => ({ id: "description.convertedFrom", values: { from } }),
  },
  {
    pattern: /^Converted to ([A-Z]{3})$/,
    text: ([, to = ""]) => ({ id: "description.convertedTo", values: { to } }),
  },
  { pattern: /^Payment Received$/, text: () => ({ id: "description.paymentReceived" }) },
  {
    pattern: /^Scheduled · ([\s\S]*)$/,
    text: ([, description = ""]) => ({ id: "description.scheduled", values: { description } }),
  },
];

/** What a transfer or payment made by a schedule says of itself: "Scheduled · Rent", the customer's words after. */
export const scheduledDescription = (description: string) => `Scheduled · ${description}`;

export function describedIn(locale: Locale, description: string): string {
  for (const { pattern, text } of serverMade) {
    const match = description.match(pattern);
    if (match) return translate(locale, text(match));
  }
  return description;
}
