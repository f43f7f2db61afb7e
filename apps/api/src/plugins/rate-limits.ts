import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { bearerTokenHash, sessionUserOf } from "./authenticate";
import { redisWithLocalFallback } from "./rate-limit-store";

const WINDOW_MS = 60_000;

type Limit = "auth" | "mailbox" | "api";

/**
 * Which limit a request spends, from the route the router matched: `/%61pi/auth/login` matches `/api/auth/login`
 * and counts as it, whatever its spelling. Web pages and the health check are not limited.
 */
function limitOf(request: FastifyRequest): Limit | undefined {
  const route = request.routeOptions.url;
  if (!route || route === "/api/health") return undefined;
  if (route.startsWith("/api/auth/")) return "auth";
  if (route === "/api/dev/mailbox" || route === "/dev/mailbox") return "mailbox";
  if (route.startsWith("/api/")) return "api";
  return undefined;
}

const REMEMBERED_TOKENS = 10_000;

/**
 * Hashes of tokens whose session was live within the last window, so a busy session is not read twice per request
 * (once here, once by the route). Only a token that authenticated gets in; a 401 takes it out again.
 */
function recentSessions() {
  const expiries = new Map<string, number>();
  return {
    has(hash: string): boolean {
      const expiresAt = expiries.get(hash);
      if (expiresAt !== undefined && expiresAt <= Date.now()) expiries.delete(hash);
      return expiresAt !== undefined && expiresAt > Date.now();
    },
    remember(hash: string): void {
      expiries.delete(hash);
      expiries.set(hash, Date.now() + WINDOW_MS);
      // Oldest first: forgetting one only sends that token's next request through the session read again.
      if (expiries.size > REMEMBERED_TOKENS) expiries.delete(expiries.keys().next().value!);
    },
    forget(hash: string): void {
      expiries.delete(hash);
    },
  };
}

/**
 * Three limits, each with counters of its own: per IP on /api/auth/*, per IP on the dev mailbox, and on the rest of
 * the API per session token when the token belongs to a live session, per IP otherwise (a made-up token never gets
 * a counter of its own). With REDIS_URL the counters live in Redis under RATE_LIMIT_NAMESPACE, so every API process
 * shares them; see `redisWithLocalFallback` for an outage.
 */
export async function registerRateLimits(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  // Without an offline queue a command fails at once while Redis is away, instead of holding the request.
  // ioredis is loaded only when there is a Redis to talk to, to keep its memory out of the other processes.
  const redis = config.REDIS_URL
    ? new (await import("ioredis")).Redis(config.REDIS_URL, {
        connectTimeout: 1000,
        commandTimeout: 500,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) app.addHook("onClose", async () => void redis.disconnect());
  const maximum: Record<Limit, number> = {
    auth: config.AUTH_RATE_LIMIT_PER_MINUTE,
    mailbox: config.MAILBOX_RATE_LIMIT_PER_MINUTE,
    api: config.API_RATE_LIMIT_PER_MINUTE,
  };
  const sessions = recentSessions();

  await app.register(rateLimit, {
    global: false,
    ...(redis && {
      store: redisWithLocalFallback(
        redis,
        { nameSpace: config.RATE_LIMIT_NAMESPACE, windowMs: WINDOW_MS },
        app.log,
      ),
    }),
    timeWindow: WINDOW_MS,
    max: (request) => maximum[limitOf(request) ?? "api"],
    allowList: (request) => limitOf(request) === undefined,
    keyGenerator: async (request) => {
      const limit = limitOf(request);
      if (!limit) return "none";
      const tokenHash = limit === "api" ? bearerTokenHash(request) : undefined;
      if (tokenHash) {
        if (sessions.has(tokenHash) || (await sessionUserOf(ctx, request))) return `api:token:${tokenHash}`;
      }
      return `${limit}:ip:${request.ip}`;
    },
    onExceeded: (request) => ctx.metrics.rateLimitRefusals.inc({ limit: limitOf(request) ?? "api" }),
    errorResponseBuilder: (_request, context) =>
      new AppError("rate_limited", {
        id: "error.tooManyRequests",
        values: { after: context.after, seconds: Math.ceil(context.ttl / 1000) },
      }),
  });

  // On the app, before any route's own hooks and the access check: a request is counted even when it is refused.
  app.addHook("onRequest", app.rateLimit());
  app.addHook("onResponse", async (request, reply) => {
    const tokenHash = limitOf(request) === "api" ? bearerTokenHash(request) : undefined;
    if (!tokenHash) return;
    if (request.user) sessions.remember(tokenHash);
    else if (reply.statusCode === 401) sessions.forget(tokenHash);
  });
}
