import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * A card number or CVC sealed with AES-256-GCM under CARD_ENCRYPTION_KEY: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 * The card's id and what the value is are the additional data, so a sealed value copied to another card or column
 * does not open.
 */
export function sealCardValue(key: Buffer, cardId: string, what: "pan" | "cvc", value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(`${cardId}:${what}`));
  const ciphertext = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openCardValue(key: Buffer, cardId: string, what: "pan" | "cvc", sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error("Unreadable card value");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(`${cardId}:${what}`));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
    "utf8",
  );
}

/** A keyed digest of a card number: finds the card by its number, and tells nothing without the key. */
export const panDigest = (key: Buffer, pan: string): string =>
  createHmac("sha256", key).update(`pan:${pan}`).digest("hex");
