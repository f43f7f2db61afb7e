/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP's CSV injection advice, with the
 * Unicode minus sign that some spreadsheets also read as one).
 */
const FORMULA_START = /^[=+\-@\u2212\t\r]/;

/** A plain number, such as a signed amount: a spreadsheet reads it as a number and runs nothing. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell as text a spreadsheet shows and never runs: a leading apostrophe keeps a formula a text. */
export function neutralised(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}
