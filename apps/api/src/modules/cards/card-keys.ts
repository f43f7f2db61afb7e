import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config";

const KEY_FILE = "card-encryption.key";
/** Where the card network's secret is made beside the dev mailbox; `npm run card-network` reads it from there. */
export const DEV_NETWORK_SECRET_FILE = "card-network.secret";

/** A file in DATA_DIR holding 32 random bytes in hex, made once (owner-only) and read from there on every start. */
async function keyFileIn(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, name);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const text = (await readFile(file, "utf8")).trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} does not hold a 64-hex-digit key`);
  return text;
}

/**
 * The key that seals card numbers and CVCs: CARD_ENCRYPTION_KEY, or for the embedded database one made once in
 * DATA_DIR, as the MFA key is; `parseConfig` already refused a shared database without the setting.
 */
export async function cardEncryptionKey(config: Config): Promise<Buffer> {
  if (config.CARD_ENCRYPTION_KEY) return config.CARD_ENCRYPTION_KEY;
  return Buffer.from(await keyFileIn(config.DATA_DIR, KEY_FILE), "hex");
}

/**
 * The card network's signing secret: CARD_NETWORK_SECRET; else, beside the dev mailbox (this machine only), one made
 * once in DATA_DIR so `/dev/shop` and `npm run card-network` work with nothing set by hand; else none, and the
 * channel does not exist.
 */
export async function cardNetworkSecret(config: Config): Promise<string | undefined> {
  if (config.CARD_NETWORK_SECRET) return config.CARD_NETWORK_SECRET;
  if (!config.devMailbox) return undefined;
  return keyFileIn(config.DATA_DIR, DEV_NETWORK_SECRET_FILE);
}
