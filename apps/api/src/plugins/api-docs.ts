import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { policyForEveryRoute } from "./access";
import descriptions from "./api-descriptions.json" with { type: "json" };
import { policies } from "./policies";

/** Each operation's prose for the OpenAPI document, by `METHOD /url` as Fastify registers the route. */
export const operationDescriptions: Record<string, string> = descriptions;

/** `METHOD /url` of a route: a module's root route is registered both with and without its trailing slash. */
export const operationKey = (method: string, url: string) => `${method} ${url.replace(/(.)\/$/, "$1")}`;

/**
 * The prose is kept apart from the routes (docs/architecture.md#the-api-document), so that a route reads as what it
 * is: path, policy, schema, handler. A HEAD route shares its GET route's words.
 */
function describeOperations(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!route.schema) return;
    const methods = [route.method].flat().map((method) => (method === "HEAD" ? "GET" : method));
    const description = operationDescriptions[operationKey(methods[0]!, route.url)];
    if (description) route.schema.description = description;
  });
}

/** The OpenAPI document, generated from the same zod schemas that validate requests, at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  describeOperations(app);
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
