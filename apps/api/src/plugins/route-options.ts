import type { FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import { ZodType } from "zod";
import { errorResponses } from "./errors";
import type { Policy } from "./policies";

const sessionSecurity = [{ token: [] }];

/**
 * A route's schema as its module writes it: its answers when it succeeds, by status, or one schema alone for a
 * 200 answer; the error answers are added for it.
 */
type RouteSchema = Omit<FastifySchema, "response" | "tags" | "security"> & { response: object };

/** The answers by status that a route's `response` stands for. */
type Answers<R> = R extends ZodType ? { 200: R } : R;

function answersOf(response: object): object {
  return response instanceof ZodType ? { 200: response } : response;
}

/** The one success status a schema declares when it is not 200 (201 Created, say), which the route then answers. */
function declaredSuccess(answers: object): number | undefined {
  const successes = Object.keys(answers)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return successes.length === 1 && successes[0] !== 200 ? successes[0] : undefined;
}

const answerWith = (status: number) => async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.code(status);
};

/**
 * The options of a module's routes, one call each: who may call the route (`config.policy`, applied by
 * plugins/access.ts) and its schema, given the module's OpenAPI tags, the session token as its security when the
 * policy needs a session, and the error answers every route may give. A route whose schema declares one success
 * status other than 200 answers it without its handler saying so.
 */
export function routeOptions(tags: string[]) {
  return <const S extends RouteSchema>(policy: Policy, schema: S, config: object = {}) => {
    const answers = answersOf(schema.response);
    const success = declaredSuccess(answers);
    return {
      config: { policy, ...config },
      schema: {
        tags,
        ...(policy.signedIn ? { security: sessionSecurity } : {}),
        ...schema,
        response: { ...answers, ...errorResponses } as Answers<S["response"]> & typeof errorResponses,
      },
      ...(success && { onRequest: answerWith(success) }),
    };
  };
}
