import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { bearerTokenHash, sessionUserOf } from "./authenticate";
import { matchedRoute } from "./matched-route";
import { inMemory, redisWithLocalFallback } from "./rate-limit-store";

const WINDOW_MS = 60_000;

type Limit = "auth" | "mailbox" | "api";

/**
 * Which limit a request spends, from the route the router matched: `/%61pi/auth/login` matches `/api/auth/login`
 * and counts as it, whatever its spelling. Web pages and the health check are not limited.
 */
function limitOf(request: FastifyRequest): Limit | undefined {
  const route = matchedRoute(request).url;
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
      const now = Date.now();
      // Remembered a moment ago: moving it to the back again would only churn the map.
      if ((expiries.get(hash) ?? 0) > now + WINDOW_MS / 2) return;
      expiries.delete(hash);
      expiries.set(hash, now + WINDOW_MS);
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
  const sessions = recentSessions();

  await app.register(rateLimit, {
    global: false,
    store: redis
      ? redisWithLocalFallback(
          redis,
          { nameSpace: config.RATE_LIMIT_NAMESPACE, windowMs: WINDOW_MS },
          app.log,
        )
      : inMemory(WINDOW_MS),
    timeWindow: WINDOW_MS,
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError("rate_limited", {
        id: "error.tooManyRequests",
        values: { after: context.after, seconds: Math.ceil(context.ttl / 1000) },
      }),
  });

  const perIp = (limit: Limit) => (request: FastifyRequest) => `${limit}:ip:${request.ip}`;
  // A string when the answer is known at once: the library awaits it either way, and a promise costs more.
  const perSessionOrIp = (request: FastifyRequest): string | Promise<string> => {
    const tokenHash = bearerTokenHash(request);
    if (!tokenHash) return perIp("api")(request);
    if (sessions.has(tokenHash)) return `api:token:${tokenHash}`;
    return sessionUserOf(ctx, request).then((user) =>
      user ? `api:token:${tokenHash}` : perIp("api")(request),
    );
  };
  const limiter = (
    limit: Limit,
    max: number,
    keyGenerator: (request: FastifyRequest) => string | Promise<string>,
  ) =>
    app.rateLimit({
      max,
      keyGenerator,
      onExceeded: () => ctx.metrics.rateLimitRefusals.inc({ limit }),
    });
  const limiters: Record<Limit, ReturnType<typeof app.rateLimit>> = {
    auth: limiter("auth", config.AUTH_RATE_LIMIT_PER_MINUTE, perIp("auth")),
    mailbox: limiter("mailbox", config.MAILBOX_RATE_LIMIT_PER_MINUTE, perIp("mailbox")),
    api: limiter("api", config.API_RATE_LIMIT_PER_MINUTE, perSessionOrIp),
  };

  // On the app, before any route's own hooks and the access check: a request is counted even when it is refused.
  app.addHook("onRequest", (request, reply, done) => {
    const limit = limitOf(request);
    if (!limit) return done();
    limiters[limit].call(app, request, reply).then(() => done(), done);
  });
  app.addHook("onResponse", (request, reply, done) => {
    const tokenHash = limitOf(request) === "api" ? bearerTokenHash(request) : undefined;
    if (tokenHash) {
      if (request.user) sessions.remember(tokenHash);
      else if (reply.statusCode === 401) sessions.forget(tokenHash);
    }
    done();
  });
}
