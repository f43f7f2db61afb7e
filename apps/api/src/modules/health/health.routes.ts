import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context";

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/health",
      {
        schema: {
          tags: ["health"],
          response: {
            200: z.object({ status: z.literal("ok"), database: z.literal("up") }),
            503: z.object({ status: z.literal("unavailable"), database: z.literal("down") }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await sql`select 1`.execute(ctx.db);
          return { status: "ok" as const, database: "up" as const };
        } catch {
          return reply.code(503).send({ status: "unavailable", database: "down" });
        }
      },
    );
  };
}
