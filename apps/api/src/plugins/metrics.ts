import type { FastifyInstance, FastifyRequest } from "fastify";
import { countingStatements, type StatementCount } from "../lib/statement-count";
import type { Metrics } from "../modules/metrics/metrics.service";

const counts = new WeakMap<FastifyRequest, StatementCount>();

/**
 * Measures every request by its matched route pattern (`/api/transaction/:userId`, never the URL itself; requests no
 * route matched count as `unmatched`), its method and status: count, duration and SQL statements sent.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const count = { statements: 0 };
    counts.set(request, count);
    countingStatements(count, done);
  });
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    metrics.statementsPerRequest.observe(
      { method: request.method, route },
      counts.get(request)?.statements ?? 0,
    );
  });
}
