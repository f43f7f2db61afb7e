import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Config } from "../../config";
import type { Metrics } from "./metrics.service";

/**
 * Where the metrics server listens: METRICS_PORT on METRICS_HOST, the loopback by default even when the public port
 * listens on every address, so metrics (request counts, timings, pool sizes) are not served to the internet.
 */
export function metricsListenOptions(config: Config): { port: number; host: string } | undefined {
  return config.METRICS_PORT === undefined
    ? undefined
    : { port: config.METRICS_PORT, host: config.METRICS_HOST };
}

/**
 * `GET /metrics` in Prometheus's text format on a port of its own (METRICS_PORT), never on the public one, so only
 * what can reach that port (the scraper's network) reads it.
 */
export async function startMetricsServer(
  metrics: Metrics,
  { port, host }: { port: number; host: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found: scrape /metrics\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { "content-type": "text/plain" }).end("Metrics could not be collected\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
