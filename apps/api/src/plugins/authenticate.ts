import { texts } from "@larkspur/shared/texts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import type { User } from "../db/types";
import { AppError } from "../lib/app-error";
import { coalescePerOwner } from "../lib/coalesce";
import { hashToken } from "../lib/secrets";
import { findSessionUsers } from "../modules/auth/sessions.repo";

export interface SignedInUser extends User {
  session_id: string;
  /** The customer's account, read with the session; null for staff. */
  account_id: string | null;
  /** Balance minus held, read with the session; 0 for staff. */
  available_cents: bigint;
}

declare module "fastify" {
  interface FastifyRequest {
    user?: SignedInUser;
  }
}

/** The bearer token from `token: Bearer <t>` (the spec's header) or `Authorization: Bearer <t>`. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.token ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? match[1] : value.trim() || undefined;
}

/** The hash of the request's session token, as sessions are stored; 401 without a token. */
export function tokenHashOf(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw new AppError("unauthenticated", texts.notAuthenticated);
  return hashToken(token);
}

/** The user a session lookup found for the token; 401 when it found none. */
export function liveSessionUser<T extends SignedInUser>(user: T | undefined): T {
  if (!user) throw new AppError("invalid_token", texts.tokenNotValid);
  return user;
}

/** The sessions of requests arriving together are read with one query. */
const lookupSession = coalescePerOwner((db: AppContext["db"], tokenHashes: string[]) =>
  findSessionUsers(db, tokenHashes, new Date()),
);

/** A preHandler that admits a live session of an active user and sets `request.user`. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.user = liveSessionUser(await lookupSession(ctx.db, tokenHashOf(request)));
  };
}

/** The signed-in user; only call behind `requireUser`. */
export function signedIn(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new AppError("unauthenticated", texts.notAuthenticated);
  return request.user;
}

export const isStaff = (user: User) => user.role === "operator" || user.role === "admin";

/** Every `{userId}` route: the caller's own id, or staff. */
export function assertOwnOrStaff(user: User, userId: string): void {
  if (user.id !== userId && !isStaff(user)) {
    throw new AppError("forbidden", "You can only access your own account.");
  }
}

/** A preHandler for the back office, after `requireUser`: operators and admins only. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!isStaff(signedIn(request))) throw new AppError("forbidden", "This area is for Larkspur staff only.");
}

/** A preHandler for staff management, after `requireUser`: admins only. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (signedIn(request).role !== "admin")
    throw new AppError("forbidden", "Only an administrator can do this.");
}
