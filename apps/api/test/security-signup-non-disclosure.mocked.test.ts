import * as argon2 from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { build, type TestApp } from "./support/build";
import { mailTo, register, registration, signedInCustomer, waitForMail } from "./support/customers";

// Every Argon2 hash the API makes is counted; the hashing itself stays real.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, hash: vi.fn(actual.hash) };
});

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });

/** Signs up and answers the response with the number of Argon2 hashes it took. */
async function signUp(body: Record<string, unknown>) {
  const hash = vi.mocked(argon2.hash);
  const before = hash.mock.calls.length;
  const response = await post("/api/auth/register", body);
  return { response, hashes: hash.mock.calls.length - before };
}

describe("signing up with an address already registered", () => {
  it("answers 201 'Verification email sent' after the same Argon2 work as a new address", async () => {
    const fresh = await signUp(registration());
    const owner = await signedInCustomer(t);
    const again = await signUp(registration({ email: owner.email.toUpperCase(), firstName: "Mallory" }));

    expect(again.response.statusCode).toBe(201);
    expect(again.response.json()).toEqual({ message: "Verification email sent" });
    expect(again.response.json()).toEqual(fresh.response.json());
    expect(again.hashes).toBe(1);
    expect(again.hashes).toBe(fresh.hashes);
    const accounts = await t.ctx.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", owner.email)
      .execute();
    expect(accounts).toEqual([{ id: owner.id }]);
  });

  it("e-mails the owner that someone tried, with no code, and the owner's password still works", async () => {
    const owner = await signedInCustomer(t);
    await signUp(registration({ email: owner.email, password: "someone else's passphrase" }));
    // With the sign-up code and the new sign-in.
    await waitForMail(t, owner.email, 3);
    const subject = "Someone tried to open an account with this address";
    const warning = (await mailTo(t, owner.email)).find((mail) => mail.subject === subject)!;
    expect(warning.subject).toBe(subject);
    expect(warning.text).toContain(`Hello ${owner.firstName},`);
    expect(warning.text).toContain("http://larkspur.test/forgot-password");
    expect(warning.text).not.toMatch(/\b\d{6}\b/);
    const signIn = await post("/api/auth/login", { email: owner.email, password: owner.password });
    expect(signIn.statusCode).toBe(200);
  });

  it("tells the owner of an unverified account too, and sends no sign-up code to the second attempt", async () => {
    const owner = await register(t);
    await waitForMail(t, owner.email);
    expect((await signUp(registration({ email: owner.email }))).response.statusCode).toBe(201);
    await waitForMail(t, owner.email, 2);
    const subjects = (await mailTo(t, owner.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      "Someone tried to open an account with this address",
      "Your Larkspur verification code",
    ]);
  });
});

describe("a wrong sign-up code", () => {
  it("answers an unknown address exactly as a known one", async () => {
    const waiting = await register(t);
    const verified = await signedInCustomer(t);
    const code = "123456";
    const answers = await Promise.all(
      [waiting.email, verified.email, "nobody.registered@example.com"].map((email) =>
        post("/api/auth/verify", { email, otp: code }),
      ),
    );
    const [known, done, unknown] = answers.map((answer) => ({
      status: answer.statusCode,
      body: answer.json(),
    }));
    expect(known).toEqual({
      status: 400,
      body: { message: "This code is not valid or has expired. Request a new code.", code: "invalid_code" },
    });
    expect(unknown).toEqual(known);
    expect(done).toEqual(known);
  });
});
