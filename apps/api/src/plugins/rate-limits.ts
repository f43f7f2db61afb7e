import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { hashToken } from "../lib/secrets";
import { bearerToken } from "./authenticate";
import { redisWithLocalFallback } from "./rate-limit-store";

const WINDOW_MS = 60_000;

const isAuthRoute = (request: FastifyRequest) => request.url.startsWith("/api/auth/");

/**
 * Per IP on /api/auth/*, per token on the rest of the API (per IP without one). With REDIS_URL the counters live
 * in Redis under RATE_LIMIT_NAMESPACE, so every API process shares them; see `redisWithLocalFallback` for an outage.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
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
  await app.register(rateLimit, {
    global: true,
    ...(redis && {
      store: redisWithLocalFallback(
        redis,
        { nameSpace: config.RATE_LIMIT_NAMESPACE, windowMs: WINDOW_MS },
        app.log,
      ),
    }),
    timeWindow: WINDOW_MS,
    max: (request) =>
      isAuthRoute(request) ? config.AUTH_RATE_LIMIT_PER_MINUTE : config.API_RATE_LIMIT_PER_MINUTE,
    allowList: (request) => !request.url.startsWith("/api/") || request.url === "/api/health",
    keyGenerator: (request) => {
      const token = isAuthRoute(request) ? undefined : bearerToken(request);
      return token ? `token:${hashToken(token)}` : `ip:${request.ip}`;
    },
    errorResponseBuilder: (_request, context) =>
      new AppError("rate_limited", `Too many requests. Try again in ${context.after}.`),
  });
}
