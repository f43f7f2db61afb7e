import type { PGlite } from "@electric-sql/pglite";
import type { Redis } from "ioredis";
import pg from "pg";
import type { Logger } from "../../context";
import type { Delivery, FanOut } from "./live-events";

/** NOTIFY payloads stay under PostgreSQL's 8,000 bytes: about 190 user ids each. */
const PAYLOAD_BYTES = 7000;

/** The ids as comma-separated payloads, each small enough for NOTIFY. */
function payloads(userIds: readonly string[]): string[] {
  const chunks: string[] = [];
  let chunk = "";
  for (const userId of userIds) {
    if (chunk && chunk.length + userId.length + 1 > PAYLOAD_BYTES) {
      chunks.push(chunk);
      chunk = "";
    }
    chunk = chunk ? `${chunk},${userId}` : userId;
  }
  if (chunk) chunks.push(chunk);
  return chunks;
}

const idsOf = (payload: string) => payload.split(",").filter(Boolean);

/** Redis pub/sub: a subscriber connection of its own; after a reconnect every stream looks for what it missed. */
export async function redisFanOut(
  publisher: Redis,
  channel: string,
  delivery: Delivery,
  log: Logger,
): Promise<FanOut> {
  const subscriber = publisher.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on("error", () => {});
  subscriber.on("message", (from: string, payload: string) => {
    if (from === channel) delivery.users(idsOf(payload));
  });
  let subscribedOnce = false;
  subscriber.on("ready", () => {
    if (subscribedOnce) delivery.everyone();
  });
  try {
    await subscriber.subscribe(channel);
    subscribedOnce = true;
  } catch (error) {
    log.warn({ err: error }, "Live events: no Redis subscription yet; streams on this process wait for it");
  }
  return {
    async send(userIds) {
      if (userIds.length > 0) await publisher.publish(channel, userIds.join(","));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MOST_MS = 30_000;

/**
 * PostgreSQL LISTEN/NOTIFY: NOTIFY through the pool, LISTEN on a connection of its own, opened again (with backoff)
 * when it is lost, after which every stream looks for what it missed.
 */
export async function postgresFanOut(
  pool: pg.Pool,
  listenConnection: pg.ClientConfig,
  channel: string,
  delivery: Delivery,
  log: Logger,
): Promise<FanOut> {
  let listener: pg.Client | undefined;
  let closed = false;
  let retryMs = RECONNECT_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const client = new pg.Client(listenConnection);
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload) delivery.users(idsOf(message.payload));
    });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => {});
      if (closed) return;
      log.warn("Live events: the LISTEN connection was lost; opening it again");
      retry = setTimeout(reconnect, retryMs);
      retryMs = Math.min(retryMs * 2, RECONNECT_MOST_MS);
    };
    client.on("error", lost);
    client.on("end", lost);
    listener = client;
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
    retryMs = RECONNECT_FIRST_MS;
  };
  const reconnect = () => {
    retry = undefined;
    listen().then(
      () => delivery.everyone(),
      () => listener?.emit("error", new Error("LISTEN failed")),
    );
  };

  await listen();
  return {
    async send(userIds) {
      const chunks = payloads(userIds);
      if (chunks.length === 0) return;
      await pool.query("select pg_notify($1, payload) from unnest($2::text[]) as payload", [channel, chunks]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/** PGlite's own LISTEN/NOTIFY: one process owns the database, so this reaches that process's streams. */
export async function pgliteFanOut(pglite: PGlite, channel: string, delivery: Delivery): Promise<FanOut> {
  const unlisten = await pglite.listen(channel, (payload) => delivery.users(idsOf(payload)));
  return {
    async send(userIds) {
      const chunks = payloads(userIds);
      if (chunks.length === 0) return;
      await pglite.query("select pg_notify($1, payload) from unnest($2::text[]) as payload", [
        channel,
        chunks,
      ]);
    },
    async close() {
      await unlisten().catch(() => {});
    },
  };
}
