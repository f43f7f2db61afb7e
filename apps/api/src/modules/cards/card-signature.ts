import { createHmac, timingSafeEqual } from "node:crypto";

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** `sha256=<hex HMAC-SHA256 of the body>`: the card network's `X-Larkspur-Signature`, as the simulator makes it. */
export const signCardEvent = (secret: string, body: string | Buffer): string =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** Whether the header signs these exact bytes, compared in constant time before anything of the body is read. */
export function cardSignatureMatches(secret: string, body: Buffer, signature: string | undefined): boolean {
  const hex = signature?.trim().match(SIGNATURE)?.[1];
  if (!hex) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  return timingSafeEqual(Buffer.from(hex, "hex"), expected);
}
