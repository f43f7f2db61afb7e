import * as argon2 from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { build, type TestApp } from "./support/build";
import { register, signedInCustomer } from "./support/customers";

// Every Argon2 call the API makes is counted, with what it was given; the hashing itself stays real.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, hash: vi.fn(actual.hash), verify: vi.fn(actual.verify) };
});

let t: TestApp;
beforeAll(async () => {
  // No cool-down, so every try reaches the password check.
  t = await build({ LOGIN_MAX_FAILURES: "100000" });
});
afterAll(() => t.close());

/** The Argon2 work one sign-in does: the hashes it verified against, and how many new hashes it made. */
async function signIn(payload: Record<string, string>) {
  const verify = vi.mocked(argon2.verify);
  const hash = vi.mocked(argon2.hash);
  const [verifiedBefore, hashedBefore] = [verify.mock.calls.length, hash.mock.calls.length];
  const response = await t.app.inject({ method: "POST", url: "/api/auth/login", payload });
  return {
    answer: `${response.statusCode} ${response.body}`,
    verifiedAgainst: verify.mock.calls.slice(verifiedBefore).map(([stored]) => stored),
    hashed: hash.mock.calls.length - hashedBefore,
  };
}

/** An encoded Argon2 hash without its salt and digest: the algorithm, version and cost parameters. */
const costOf = (encoded: string) => encoded.split("$").slice(1, 4).join("$");
/** The lengths of the salt and the digest of an encoded hash. */
const sizesOf = (encoded: string) =>
  encoded
    .split("$")
    .slice(4)
    .map((part) => part.length);

const wrongCredentials = '401 {"message":"Wrong credentials","code":"wrong_credentials"}';

describe("a wrong password and an unknown account", () => {
  it("each run exactly one Argon2 verification, at the same cost, and answer alike", async () => {
    // The first sign-in of the process for an unknown account: no hash is made on first use either.
    const unknownEmail = await signIn({ email: "nobody.with.this.address@example.com", password: "a guess" });
    const unknownNumber = await signIn({ accountNumber: "912345678901", password: "a guess" });
    const customer = await signedInCustomer(t);
    const stored = await t.ctx.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", customer.id)
      .executeTakeFirstOrThrow();
    const wrongEmail = await signIn({ email: customer.email, password: "not the right passphrase" });
    const wrongNumber = await signIn({
      accountNumber: customer.accountNumber,
      password: "not the right one",
    });
    const unverified = await register(t);
    const wrongUnverified = await signIn({ email: unverified.email, password: "not the right passphrase" });

    for (const attempt of [unknownEmail, unknownNumber, wrongEmail, wrongNumber, wrongUnverified]) {
      expect(attempt.answer).toBe(wrongCredentials);
      expect(attempt.verifiedAgainst).toHaveLength(1);
      expect(attempt.hashed).toBe(0);
    }
    expect(wrongEmail.verifiedAgainst).toEqual([stored.password_hash]);
    expect(wrongNumber.verifiedAgainst).toEqual([stored.password_hash]);
    // An unknown account is checked against a hash nobody's password matches, made with the same parameters.
    const [nobodys] = unknownEmail.verifiedAgainst as [string];
    expect(unknownNumber.verifiedAgainst).toEqual([nobodys]);
    expect(nobodys).not.toBe(stored.password_hash);
    expect(costOf(nobodys)).toBe(costOf(stored.password_hash));
    expect(sizesOf(nobodys)).toEqual(sizesOf(stored.password_hash));
  });

  it("the right password still signs in after one verification", async () => {
    const customer = await signedInCustomer(t);
    const right = await signIn({ email: customer.email, password: customer.password });
    expect(right.answer).toMatch(/^200 /);
    expect(right.verifiedAgainst).toHaveLength(1);
  });
});
