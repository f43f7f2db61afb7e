import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";

/** Where tickets wait for their one use: the database, or Redis when there is one. Only hashes are kept. */
export interface TicketStore {
  /** `now` is the clock's time the ticket was issued at, so a store that forgets by itself keeps it as long as it lives. */
  save(ticketHash: string, sessionId: string, expiresAt: Date, now: Date): Promise<void>;
  /** The ticket's session if it was saved, is unused and has not expired at `now`; using it takes it away. */
  take(ticketHash: string, now: Date): Promise<string | undefined>;
}

/** The store cannot be reached (Redis is down): no ticket can be given or used until it is back. */
export class TicketStoreUnreachable extends Error {
  constructor(cause: unknown) {
    super("The event tickets' store cannot be reached", { cause });
    this.name = "TicketStoreUnreachable";
  }
}

/** Expired tickets linger this long before a new one sweeps them away. */
const SWEEP_AFTER_MS = 60_000;

export function databaseTickets(db: Kysely<Database>): TicketStore {
  return {
    async save(ticketHash, sessionId, expiresAt) {
      const sweepBefore = new Date(expiresAt.getTime() - SWEEP_AFTER_MS);
      await db
        .with("swept", (db) => db.deleteFrom("event_tickets").where("expires_at", "<", sweepBefore))
        .insertInto("event_tickets")
        .values({ ticket_hash: ticketHash, session_id: sessionId, expires_at: expiresAt })
        .execute();
    },
    async take(ticketHash, now) {
      const taken = await db
        .deleteFrom("event_tickets")
        .where("ticket_hash", "=", ticketHash)
        .returning(["session_id", "expires_at"])
        .executeTakeFirst();
      return taken && taken.expires_at > now ? taken.session_id : undefined;
    },
  };
}

/** Redis's answer, or TicketStoreUnreachable when it gives none (its client fails at once while disconnected). */
async function answerOf<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    throw new TicketStoreUnreachable(error);
  }
}

export function redisTickets(redis: Redis, keyPrefix: string): TicketStore {
  const key = (ticketHash: string) => `${keyPrefix}ticket:${ticketHash}`;
  return {
    async save(ticketHash, sessionId, expiresAt, now) {
      const ttlMs = Math.max(1, expiresAt.getTime() - now.getTime()) + SWEEP_AFTER_MS;
      await answerOf(redis.set(key(ticketHash), `${sessionId} ${expiresAt.getTime()}`, "PX", ttlMs));
    },
    async take(ticketHash, now) {
      const saved = await answerOf(redis.getdel(key(ticketHash)));
      if (!saved) return undefined;
      const [sessionId, expiresAtMs] = saved.split(" ");
      return Number(expiresAtMs) > now.getTime() ? sessionId : undefined;
    },
  };
}
