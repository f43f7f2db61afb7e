import type { FastifyInstance } from "fastify";

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === "object" && value !== null && typeof (value as Promise<unknown>).then === "function";

/**
 * Makes `close()` wait for route handlers that are still running. Fastify stops waiting for a request once its
 * client hangs up, but the handler goes on (a sign-in hashing its password, a transfer inside its trx): the
 * job queue and the database must outlive it, or its next query fails on a closed pool. Routes registered after
 * this are tracked; its close hook runs before those registered earlier.
 */
export function waitForRunningHandlersOnClose(app: FastifyInstance): void {
  const running = new Set<Promise<unknown>>();
  app.addHook("onRoute", (route) => {
    const handler = route.handler;
    route.handler = function trackedHandler(request, reply) {
      const result = handler.call(this, request, reply);
      if (isPromise(result)) {
        running.add(result);
        const forget = () => running.delete(result);
        result.then(forget, forget);
      }
      return result;
    };
  });
  app.addHook("onClose", async () => {
    await Promise.allSettled(running);
  });
}
