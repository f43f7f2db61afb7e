import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { policies } from "../../plugins/policies";
import { isDraining } from "./draining";
import { databaseIsUp } from "./health.service";
import { readinessProbes } from "./readiness.service";

const state = z.enum(["up", "down"]);
const readiness = (status: "ready" | "unavailable") =>
  z.object({
    status: z.literal(status),
    checks: z.object({
      database: state,
      jobQueue: state,
      redis: state.optional().describe("Only when REDIS_URL is set"),
      s3: state.optional().describe("Only when S3_BUCKET is set"),
    }),
    draining: z.literal(true).optional().describe("Only while the process stops: it is leaving the rotation"),
  });

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/health",
      {
        config: { policy: policies.anyone },
        schema: {
          tags: ["health"],
          response: {
            200: z.object({ status: z.literal("ok"), database: z.literal("up") }),
            503: z.object({ status: z.literal("unavailable"), database: z.literal("down") }),
          },
        },
      },
      async (_request, reply) => {
        if (await databaseIsUp(ctx)) return { status: "ok" as const, database: "up" as const };
        return reply.code(503).send({ status: "unavailable", database: "down" });
      },
    );

    const probes = readinessProbes(ctx);
    app.addHook("onClose", () => probes.close());
    app.get(
      "/health/ready",
      {
        config: { policy: policies.anyone },
        schema: {
          tags: ["health"],
          response: { 200: readiness("ready"), 503: readiness("unavailable") },
        },
      },
      async (_request, reply) => {
        const { ready, checks } = await probes.check();
        if (isDraining(ctx)) return reply.code(503).send({ status: "unavailable", checks, draining: true });
        if (ready) return { status: "ready" as const, checks };
        return reply.code(503).send({ status: "unavailable", checks });
      },
    );
  };
}
