import { createHmac, hash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A bearer secret of 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this hash. One-shot: every authenticated request hashes its token. */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}

/** A 6-digit code from 100000 to 999999, so it survives being sent as a number. */
export function newCode(): string {
  return String(randomInt(100000, 1000000));
}

/** Codes are hashed with their record's id as the key, so equal codes never share a hash. */
export function hashCode(recordId: string, code: string): string {
  return createHmac("sha256", recordId).update(code).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `9` followed by 11 random digits. */
export function newAccountNumber(): string {
  let digits = "9";
  for (let i = 0; i < 11; i++) digits += String(randomInt(10));
  return digits;
}
