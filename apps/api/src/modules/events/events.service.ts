import { randomUUID } from "node:crypto";
import { EVENT_TICKET_SECONDS, type EventTicket } from "@larkspur/shared/schemas/events";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { hashToken, newToken } from "../../lib/secrets";
import { liveSessionOwners, type SignedInUser } from "../auth";
import { type EventStream, type NotificationFeed, openEventStream, type StreamGrant } from "./event-stream";
import { deleteOpenStream, hasOpenStream, insertOpenStream, renewOpenStreams, roleOf } from "./events.repo";
import { signalsFor } from "./signals";
import { TicketStoreUnreachable } from "./tickets";

/** How long a browser is asked to wait before asking again while tickets cannot be given or used. */
const TICKETS_RETRY_AFTER_SECONDS = 5;

/** The ticket store's answer; while it cannot be reached, 503 (the browser's live updates retry with backoff). */
async function fromTicketStore<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof TicketStoreUnreachable)) throw error;
    throw new AppError("unavailable", "error.liveEventsUnavailable", {
      retryAfterSeconds: TICKETS_RETRY_AFTER_SECONDS,
    });
  }
}

/** A one-time ticket for the caller's session to open an event stream with; only its hash is kept. */
export async function issueTicket(ctx: AppContext, caller: SignedInUser): Promise<EventTicket> {
  const ticket = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + EVENT_TICKET_SECONDS * 1000);
  await fromTicketStore(ctx.events.tickets.save(hashToken(ticket), caller.session_id, expiresAt, now));
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** Uses the ticket up: its session's user, while ticket and session are both live; 401 otherwise. */
export async function redeemTicket(ctx: AppContext, ticket: string | undefined): Promise<StreamGrant> {
  const sessionId = ticket
    ? await fromTicketStore(ctx.events.tickets.take(hashToken(ticket), ctx.clock.now()))
    : undefined;
  const userId = sessionId && (await liveSessionOwners(ctx, [sessionId])).get(sessionId);
  if (!sessionId || !userId) throw new AppError("invalid_token", "error.eventTicketNotValid");
  return { userId, sessionId };
}

/** How long rows of streams whose process stopped renewing them are kept before a new stream sweeps them away. */
const SWEEP_AFTER_MS = 3_600_000;

/** A stream renewed within this many heartbeats is open: one missed beat (a busy process) does not count. */
const HEARTBEATS_OF_GRACE = 3;
const graceMs = (ctx: AppContext) => HEARTBEATS_OF_GRACE * ctx.config.EVENTS_HEARTBEAT_SECONDS * 1000;

/**
 * Whether the user has an event stream open on any API process now: the app is open in one of their browsers, so
 * what reaches their stream reaches them.
 */
export function isConnected(ctx: AppContext, userId: string): Promise<boolean> {
  return hasOpenStream(ctx.db, userId, new Date(ctx.clock.now().getTime() - graceMs(ctx)));
}

/** The event streams open on this process, and their heartbeat. */
export function createStreamHub(ctx: AppContext, feed: NotificationFeed) {
  const open = new Map<EventStream, string>();
  const forgetting = new Set<Promise<void>>();
  const forget = (id: string) => {
    const deleting = deleteOpenStream(ctx.db, id)
      .catch((error: unknown) =>
        ctx.log.warn({ err: error }, "A closed event stream is still listed as open; its row goes stale"),
      )
      .finally(() => forgetting.delete(deleting));
    forgetting.add(deleting);
  };
  return {
    /**
     * Opens the grant's stream, listed among the open ones (on any process) until it ends; 429 when its session has
     * EVENT_STREAMS_PER_SESSION open already.
     */
    async open(grant: StreamGrant, resumeAfter: bigint | undefined) {
      const signals = signalsFor(await roleOf(ctx.db, grant.userId), grant.userId);
      const id = randomUUID();
      const now = ctx.clock.now();
      const recorded = await insertOpenStream(
        ctx.db,
        { id, userId: grant.userId, sessionId: grant.sessionId, seenAt: now },
        {
          sweepBefore: new Date(now.getTime() - SWEEP_AFTER_MS),
          liveSince: new Date(now.getTime() - graceMs(ctx)),
          maxPerSession: ctx.config.EVENT_STREAMS_PER_SESSION,
        },
      );
      // Each stream holds a connection, a listener and a heartbeat: one session may not pile them up.
      if (!recorded) throw new AppError("rate_limited", "error.tooManyEventStreams");
      const stream = openEventStream({
        grant,
        resumeAfter,
        feed,
        signals,
        events: ctx.events,
        clock: ctx.clock,
        log: ctx.log,
        onEnd: () => {
          open.delete(stream);
          forget(id);
        },
      });
      open.set(stream, id);
      return stream.body;
    },
    /**
     * Pings every stream, ends those whose session has ended (signed out, revoked, expired or idle), and renews the
     * others' rows.
     */
    async beat(): Promise<void> {
      const streams = [...open.keys()];
      if (streams.length === 0) return;
      let owners: Map<string, string> | undefined;
      try {
        owners = await liveSessionOwners(ctx, [...new Set(streams.map((stream) => stream.grant.sessionId))]);
      } catch (error) {
        ctx.log.warn(
          { err: error },
          "Event streams' sessions not checked; they are checked at the next heartbeat",
        );
      }
      const isLive = ({ grant }: EventStream) =>
        owners === undefined || owners.get(grant.sessionId) === grant.userId;
      for (const stream of streams) stream.beat(isLive(stream));
      const stillOpen = streams.flatMap((stream) => open.get(stream) ?? []);
      await renewOpenStreams(ctx.db, stillOpen, ctx.clock.now()).catch((error: unknown) =>
        ctx.log.warn({ err: error }, "Event streams not renewed; they are renewed at the next heartbeat"),
      );
    },
    /** Ends every stream, and waits until their rows are gone. */
    async closeAll(): Promise<void> {
      for (const stream of open.keys()) stream.close();
      await Promise.all(forgetting);
    },
    size: () => open.size,
  };
}
