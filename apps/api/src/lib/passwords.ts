import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { concurrencyLimit } from "./concurrency-limit";

// OWASP's Argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. Algorithm 2 is Argon2id.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Each hash in flight holds 19 MiB and a whole core: more at once than there are cores only adds memory and latency.
const oneHashPerCore = concurrencyLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => hash(password, options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneHashPerCore(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown account answers in the same time as a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-for-timing-only");
  await verifyPassword(await dummyHash, password);
  return false;
}
