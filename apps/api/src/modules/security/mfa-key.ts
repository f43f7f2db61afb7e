import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config";

const KEY_FILE = "mfa-encryption.key";

/**
 * The key that encrypts authenticator-app secrets: MFA_ENCRYPTION_KEY, or for the embedded database one made once
 * in DATA_DIR (readable by its owner only) and read from there on every later start. `parseConfig` already refused
 * a shared database without the setting.
 */
export async function mfaEncryptionKey(config: Config): Promise<Buffer> {
  if (config.MFA_ENCRYPTION_KEY) return config.MFA_ENCRYPTION_KEY;
  const file = path.join(config.DATA_DIR, KEY_FILE);
  await mkdir(config.DATA_DIR, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = Buffer.from((await readFile(file, "utf8")).trim(), "hex");
  if (key.length !== 32) throw new Error(`${file} does not hold a 64-hex-digit key`);
  return key;
}
