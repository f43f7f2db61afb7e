export type { Metrics } from "./metrics.service";
export { createMetrics } from "./metrics.service";
export { metricsListenOptions, startMetricsServer } from "./metrics-server";
