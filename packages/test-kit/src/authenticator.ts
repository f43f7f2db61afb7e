import { Secret, TOTP } from "otpauth";
import { type CallApi, expectStatus } from "./customers";

/**
 * An authenticator app, as a phone runs one: it computes the code of the moment from the secret. The API accepts a
 * code once, so this app never gives the same step twice: when the current step's code is spent it gives the next
 * one, which the API accepts as one step of drift.
 */
export class Authenticator {
  private readonly totp: TOTP;

  /** `lastStep`: the last step given, when the app is carried over from another process. */
  constructor(
    readonly secret: string,
    private lastStep = -1,
  ) {
    this.totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  }

  /** The last step a code was given for, to hand the app on to another process. */
  get lastUsedStep(): number {
    return this.lastStep;
  }

  /** A code the API has not seen yet, at `now` (the API's clock, in milliseconds). */
  code(now = Date.now()): string {
    const step = Math.max(this.totp.counter({ timestamp: now }), this.lastStep + 1);
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * 30_000 });
  }
}

/** Sets up the authenticator app for the signed-in user, as /security does; answers it and the recovery codes. */
export async function enrolTotp(
  api: CallApi,
  token: string,
  now?: () => number,
): Promise<{ authenticator: Authenticator; recoveryCodes: string[] }> {
  const { secret } = (await expectStatus(
    "authenticator setup",
    200,
    api({ method: "POST", path: "/api/security/totp", token }),
  )) as { secret: string };
  const authenticator = new Authenticator(secret);
  const { recoveryCodes } = (await expectStatus(
    "authenticator confirmation",
    200,
    api({
      method: "POST",
      path: "/api/security/totp/confirm",
      token,
      body: { code: authenticator.code(now?.()) },
    }),
  )) as { recoveryCodes: string[] };
  return { authenticator, recoveryCodes };
}

/** Signs in with the password and, when the account asks for it, the authenticator's code; answers the session. */
export async function signInWithAuthenticator(
  api: CallApi,
  credentials: { email: string; password: string },
  authenticator: Authenticator,
  now?: () => number,
): Promise<{ token: string; others: { _id: string } }> {
  const first = (await expectStatus(
    "sign-in",
    200,
    api({ method: "POST", path: "/api/auth/login", body: credentials }),
  )) as { token: string; others: { _id: string } } | { mfaRequired: true; mfaToken: string };
  if (!("mfaRequired" in first)) return first;
  return (await expectStatus(
    "sign-in second step",
    200,
    api({
      method: "POST",
      path: "/api/auth/login/mfa",
      body: { mfaToken: first.mfaToken, code: authenticator.code(now?.()) },
    }),
  )) as { token: string; others: { _id: string } };
}
