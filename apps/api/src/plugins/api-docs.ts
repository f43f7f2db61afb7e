import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { policyForEveryRoute } from "./access";
import { policies } from "./policies";

/** The OpenAPI document, generated from the same zod schemas that validate requests, at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Larkspur API",
        description: "Online banking and money transfers. Errors are `{ message, code }`.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          token: { type: "apiKey", in: "header", name: "token", description: "`Bearer <token>` from login" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    policyForEveryRoute(docs, policies.anyone);
    await docs.register(swaggerUi, { routePrefix: "/api/docs" });
  });
}
