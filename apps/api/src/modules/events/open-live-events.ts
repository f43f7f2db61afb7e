import type { Redis } from "ioredis";
import type { Config } from "../../config";
import type { Logger } from "../../context";
import type { DatabaseHandle } from "../../db/client";
import { pgliteFanOut, postgresFanOut, redisFanOut } from "./fan-out";
import { createListeners, createLiveEvents, type LiveEvents } from "./live-events";
import { databaseTickets, redisTickets } from "./tickets";

/** Waits (a little) for a first connection, so the first publishes are not refused; an outage is logged later. */
function connected(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    redis.once("ready", resolve);
    redis.once("error", () => resolve());
    setTimeout(resolve, 2000).unref();
  });
}

/**
 * Live events as this deployment shares them between API processes: Redis pub/sub and tickets in Redis when
 * REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY and tickets in the database (PGlite's own LISTEN/NOTIFY for the
 * one process that owns an embedded database).
 */
export async function openLiveEvents(
  config: Config,
  database: DatabaseHandle,
  log: Logger,
): Promise<LiveEvents> {
  const channel = config.EVENTS_CHANNEL;
  const listeners = createListeners(log);
  if (config.REDIS_URL) {
    // ioredis is loaded only when there is a Redis to talk to, to keep its memory out of the other processes.
    const { Redis } = await import("ioredis");
    // Without an offline queue a publish fails at once while Redis is away, instead of piling up.
    const redis = new Redis(config.REDIS_URL, {
      connectTimeout: 1000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    redis.on("error", () => {});
    await connected(redis);
    const fanOut = await redisFanOut(redis, channel, listeners, log);
    const closing = {
      send: fanOut.send,
      async close() {
        await fanOut.close();
        redis.disconnect();
      },
    };
    return createLiveEvents(log, listeners, closing, redisTickets(redis, `${channel}:`));
  }
  const fanOut = database.pglite
    ? await pgliteFanOut(database.pglite, channel, listeners)
    : await postgresFanOut(
        database.pool,
        database.sessionConnection ?? database.pool.options,
        channel,
        listeners,
        log,
      );
  return createLiveEvents(log, listeners, fanOut, databaseTickets(database.db));
}
