import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { hashToken } from "../lib/secrets";
import { noLiveSession, noteSessionUse, type SignedInUser, sessionUser } from "../modules/auth";

declare module "fastify" {
  interface FastifyRequest {
    user?: SignedInUser;
  }
}

/** The bearer token from `token: Bearer <t>` (the header the web client sends) or `Authorization: Bearer <t>`. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? match[1] : value.trim() || undefined;
}

const tokenHashes = new WeakMap<FastifyRequest, string | undefined>();

/**
 * The hash of the request's bearer token, as sessions are stored, worked out once per request: the rate limit, the
 * access check and the rate limit's bookkeeping after the answer all need it. Undefined without a token.
 */
export function bearerTokenHash(request: FastifyRequest): string | undefined {
  if (tokenHashes.has(request)) return tokenHashes.get(request);
  const token = bearerToken(request);
  const tokenHash = token ? hashToken(token) : undefined;
  tokenHashes.set(request, tokenHash);
  return tokenHash;
}

/** The hash of the request's session token, as sessions are stored; 401 without a token. */
export function tokenHashOf(request: FastifyRequest): string {
  const tokenHash = bearerTokenHash(request);
  if (!tokenHash) throw new AppError("unauthenticated", "error.notAuthenticated");
  return tokenHash;
}

const sessionReads = new WeakMap<FastifyRequest, Promise<SignedInUser | undefined>>();

/**
 * The user of the request's live session, undefined without one. Read once per request: the rate limit may ask
 * before the access hook does, and both get the same answer.
 */
export function sessionUserOf(ctx: AppContext, request: FastifyRequest): Promise<SignedInUser | undefined> {
  let read = sessionReads.get(request);
  if (!read) {
    const tokenHash = bearerTokenHash(request);
    read = tokenHash ? sessionUser(ctx, tokenHash) : Promise.resolve(undefined);
    sessionReads.set(request, read);
  }
  return read;
}

/** Reads the request's session and sets `request.user`: 401 without a token or a live session. */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<SignedInUser> {
  if (!bearerToken(request)) throw new AppError("unauthenticated", "error.notAuthenticated");
  const user = await sessionUserOf(ctx, request);
  if (!user) throw noLiveSession();
  await noteSessionUse(ctx, user);
  request.user = user;
  return user;
}

/** The signed-in user of a route whose policy needs a session. */
export function signedIn(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new AppError("unauthenticated", "error.notAuthenticated");
  return request.user;
}
