import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { concurrencyLimit } from "./concurrency-limit";

// OWASP's Argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. Algorithm 2 is Argon2id.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash in flight holds 19 MiB and a whole core. One core is left to the event loop, which serves every other
 * request: a burst of sign-ins (or of guesses) then slows sign-ins only, not everyone's balance and payments
 * (docs/architecture.md#argon2-on-every-core-but-one).
 */
const hashesAtOnce = concurrencyLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashesAtOnce(() => hash(password, options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashesAtOnce(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * The hash of a random password nobody knows, made with `options`: checking against it costs what checking a real
 * one does. Written out, so the first unknown account costs no extra hashing either.
 */
const NOBODYS_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$zFEsgHnjGl+4Mq2mJ+9V3w$Y8/rrhErbTOZl7eap8ldVSPJ8wKh3JL80kUDKLaZZKI";

/** Spends the same work as a real check, so an unknown account answers in the same time as a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(NOBODYS_HASH, password);
  return false;
}
