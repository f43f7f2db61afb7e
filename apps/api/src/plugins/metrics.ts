import type { FastifyInstance, FastifyRequest } from "fastify";
import { countingStatements, type StatementCount, statementSampler } from "../lib/statement-count";
import type { Metrics } from "../modules/metrics";
import { matchedRoute } from "./matched-route";

const counts = new WeakMap<FastifyRequest, StatementCount>();

/**
 * Measures every request by its matched route pattern (`/api/transaction/:userId`, never the URL itself; requests no
 * route matched count as `unmatched`), its method and status: count and duration; and the SQL statements sent by a
 * sample of them, at most one request per `statementSampleMs` (`statementSampler`).
 */
export function registerRequestMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  statementSampleMs: number,
): void {
  const sampler = statementSampler(statementSampleMs);
  app.addHook("onRequest", (request, reply, done) => {
    const count = sampler.sample();
    if (!count) return done();
    counts.set(request, count);
    // 'close' comes after the answer and also when the client went away before it.
    reply.raw.once("close", sampler.end);
    countingStatements(count, done);
  });
  app.addHook("onResponse", (request, reply, done) => {
    const route = matchedRoute(request).url ?? "unmatched";
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    const count = counts.get(request);
    if (count) metrics.statementsPerRequest.observe({ method: request.method, route }, count.statements);
    done();
  });
}
