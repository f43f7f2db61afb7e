import { randomInt, randomUUID } from "node:crypto";
import { limits } from "@larkspur/shared/limits";
import { Secret, TOTP } from "otpauth";
import { hashCode, sameHash } from "../../lib/secrets";

const PERIOD_SECONDS = 30;
/** One step of drift either way: a phone's clock a little off, or a code typed as it changed. */
const DRIFT_STEPS = 1;

function totpFor(secret: string, email = "") {
  return new TOTP({
    issuer: "Larkspur",
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret (base32) and the otpauth:// URI an authenticator app reads from the QR code. */
export function newTotpSecret(email: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, email).toString() };
}

/** The 30-second step a right code belongs to (within the drift), or undefined for a wrong code. */
export function stepOfCode(secret: string, code: string, now: Date): bigint | undefined {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return BigInt(totp.counter({ timestamp: now.getTime() }) + delta);
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A recovery code as shown: `xxxxx-xxxxx` from an alphabet without look-alikes (about 49 bits). */
function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** How a typed recovery code is compared: case, spaces and dashes do not matter. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/** A fresh set of recovery codes and the rows that keep them, hashed with their row's id as the key. */
export function newRecoveryCodes(): { codes: string[]; rows: { id: string; codeHash: string }[] } {
  const codes = Array.from({ length: limits.recoveryCodeCount }, newRecoveryCode);
  const rows = codes.map((code) => {
    const id = randomUUID();
    return { id, codeHash: hashCode(id, normalRecoveryCode(code)) };
  });
  return { codes, rows };
}

/** The id of the unused recovery code the typed one matches, if any. */
export function matchingRecoveryCode(
  unused: { id: string; code_hash: string }[],
  typed: string,
): string | undefined {
  const normal = normalRecoveryCode(typed);
  return unused.find((row) => sameHash(row.code_hash, hashCode(row.id, normal)))?.id;
}
