import { electronicFormatIBAN, getCountrySpecifications, isValidBIC, isValidIBAN } from "ibantools";

/**
 * Checks on a payee's bank numbers, written once for the forms and the API. IBANs and BICs are checked by ibantools
 * (the IBAN's length and format for its country and its ISO 7064 check digits; the BIC's format and country), US
 * routing numbers by the ABA check digit.
 */

const ibanCountries = new Set(
  Object.entries(getCountrySpecifications())
    .filter(([, spec]) => spec.chars !== null)
    .map(([code]) => code),
);

/** The number as an IBAN is written electronically: no spaces or dashes, capital letters. */
const compact = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

/**
 * Whether a typed account number is meant as an IBAN: it starts with the code of a country that has IBANs and two
 * check digits. Local account numbers are digits (or start otherwise), so they are not taken for one.
 */
export function looksLikeIban(value: string): boolean {
  const number = compact(value);
  return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(number) && ibanCountries.has(number.slice(0, 2));
}

/** Whether the IBAN (spaces allowed) is one: its country's length and format, and its check digits. */
export function isIban(value: string): boolean {
  const number = electronicFormatIBAN(value);
  return number !== null && isValidIBAN(number);
}

/** An IBAN in its electronic format ("DE89370400440532013000"); any other account number as typed. */
export const normalisedAccountNumber = (value: string) => (looksLikeIban(value) ? compact(value) : value);

/** Whether a Swift code (8 or 11 capitals) names a real country and a well-formed bank and branch. */
export const isBic = (value: string) => isValidBIC(value);

/**
 * The first two digits of a US routing number: the Federal Reserve district (01-12), a thrift (21-32), electronic
 * (61-72) or traveller's cheques (80); 00 is the federal government.
 */
const routingPrefix = /^(0[0-9]|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)/;

/** Whether a US routing number is 9 digits (spaces and dashes aside). */
export const isNineDigits = (value: string) => /^\d{9}$/.test(value.replace(/[\s-]/g, ""));

/** Whether 9 digits are an ABA routing number: a known prefix, and 3, 7, 1 weights summing to a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^\d{9}$/.test(digits) || !routingPrefix.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
}

/** The country whose routing numbers are ABA numbers, as the country list names it. */
export const abaCountry = "United States";
