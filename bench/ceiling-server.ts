import Fastify from "fastify";

/**
 * Ceiling A: the fastest this machine can answer the API's JSON over HTTP. Bare Fastify routes send what the API's two
 * reads answer, held in memory (a current user, a first page of history), with the API's process settings and log
 * level but no database, plugins or hooks.
 */
const userBody: unknown = JSON.parse(process.env.BENCH_CEILING_BODY ?? "{}");
const historyBody: unknown = JSON.parse(process.env.BENCH_CEILING_HISTORY_BODY ?? "{}");
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? "warn" } });
app.get("/api/user", async () => userBody);
app.get("/api/transaction/:userId", async () => historyBody);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());

await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "127.0.0.1" });
