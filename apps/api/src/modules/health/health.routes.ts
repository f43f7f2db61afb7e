import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { policies } from "../../plugins/policies";
import { databaseIsUp } from "./health.service";

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
  };
}
