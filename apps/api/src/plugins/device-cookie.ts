import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { newToken } from "../lib/secrets";

/**
 * A long-lived, HTTP-only cookie that names the browser to the sign-in routes, so a sign-in from a browser an account
 * has not used before can be told apart without trusting the IP. The server keeps only its hash, per account.
 */
export const DEVICE_COOKIE = "larkspur_device";
const DEVICE_KEY = /^[A-Za-z0-9_-]{43}$/;
// Browsers keep a cookie at most 400 days; each sign-in sets it again, so a browser in use keeps its key.
const KEPT_SECONDS = 400 * 24 * 3600;

/** The browser's device key, a new one when it brings none (or not one of ours); the cookie is (re)set either way. */
export function deviceKeyOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const brought = request.cookies[DEVICE_COOKIE];
  const key = brought && DEVICE_KEY.test(brought) ? brought : newToken();
  reply.setCookie(DEVICE_COOKIE, key, {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "strict",
    secure: new URL(config.PUBLIC_URL).protocol === "https:",
    maxAge: KEPT_SECONDS,
  });
  return key;
}
