import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { buildApp } from "./app";
import { configOrExit } from "./config";
import { claimDataDirectory, type DataDirOwnership } from "./data-dir-owner";
import { openDatabase } from "./db/client";
import { migrateToLatest } from "./db/migrate";
import { startDraining } from "./modules/health";
import { metricsListenOptions, startMetricsServer } from "./modules/metrics";
import { answerOwnerRequests } from "./owner-requests";

const config = configOrExit();
/** On PGlite the database is this process's alone: no CLI command may open it meanwhile, nor a second server. */
async function ownDataDirectory(): Promise<DataDirOwnership | undefined> {
  if (config.DATABASE_URL) return undefined;
  const claim = await claimDataDirectory(config.DATA_DIR, "server");
  if ("ownedBy" in claim) {
    console.error(
      claim.ownedBy === "server"
        ? `A server is already running on the data directory ${config.DATA_DIR}.`
        : `A CLI command is working on the data directory ${config.DATA_DIR}; start the server when it has finished.`,
    );
    process.exit(1);
  }
  return claim;
}
const ownership = await ownDataDirectory();
const database = openDatabase({
  url: config.DATABASE_URL,
  pooler: config.DATABASE_POOLER,
  directUrl: config.DATABASE_DIRECT_URL,
  pgliteDir: path.join(config.DATA_DIR, "pglite"),
});
await migrateToLatest(database.migrationDb);
const { app, ctx } = await buildApp(config, database);
ownership?.answerWith(answerOwnerRequests(ctx));
const metricsListen = metricsListenOptions(config);
const metricsServer = metricsListen && (await startMetricsServer(ctx.metrics, metricsListen));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: finishing requests and stopping`);
  if (config.SHUTDOWN_DRAIN_SECONDS > 0) {
    startDraining(ctx);
    await delay(config.SHUTDOWN_DRAIN_SECONDS * 1000);
  }
  // close() stops accepting, waits for requests in flight and for handlers whose client hung up, then runs onClose
  // (jobs stop, mail transport closes).
  await app.close();
  await metricsServer?.close();
  await database.close();
  await ownership?.release();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.PORT, host: config.HOST });
if (metricsServer) app.log.info(`Metrics at http://${config.METRICS_HOST}:${metricsServer.port}/metrics`);
app.log.info(
  `Larkspur is running at ${config.PUBLIC_URL} on ${database.kind === "pglite" ? "PGlite" : "PostgreSQL"}`,
);
