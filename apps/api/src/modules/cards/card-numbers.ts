import { randomInt } from "node:crypto";

/** Larkspur's issuer prefix (BIN): every card number we issue starts with it. */
export const LARKSPUR_BIN = "428617";
const PAN_LENGTH = 16;

/** The Luhn check digit that completes `digits`. */
function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function passesLuhn(pan: string): boolean {
  return /^\d{12,19}$/.test(pan) && luhnDigit(pan.slice(0, -1)) === Number(pan.slice(-1));
}

/** A new card number: our BIN, random digits from the system's secure generator, the Luhn check digit. */
export function newPan(): string {
  let body = LARKSPUR_BIN;
  while (body.length < PAN_LENGTH - 1) body += String(randomInt(0, 10));
  return `${body}${luhnDigit(body)}`;
}

export const newCvc = (): string => String(randomInt(0, 1000)).padStart(3, "0");
