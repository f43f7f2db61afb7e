import { EVENT_TICKET_SECONDS, type EventTicket } from "@larkspur/shared/schemas/events";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { hashToken, newToken } from "../../lib/secrets";
import { liveSessionOwners, type SignedInUser } from "../auth/sessions.service";
import { type EventStream, type NotificationFeed, openEventStream, type StreamGrant } from "./event-stream";
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
  const expiresAt = new Date(ctx.clock.now().getTime() + EVENT_TICKET_SECONDS * 1000);
  await fromTicketStore(ctx.events.tickets.save(hashToken(ticket), caller.session_id, expiresAt));
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

/** The event streams open on this process, and their heartbeat. */
export function createStreamHub(ctx: AppContext, feed: NotificationFeed) {
  const open = new Set<EventStream>();
  return {
    open(grant: StreamGrant, resumeAfter: bigint | undefined) {
      const stream = openEventStream({
        grant,
        resumeAfter,
        feed,
        events: ctx.events,
        log: ctx.log,
        onEnd: () => open.delete(stream),
      });
      open.add(stream);
      return stream.body;
    },
    /** Pings every stream, and ends those whose session has ended (signed out, revoked, expired or idle). */
    async beat(): Promise<void> {
      const streams = [...open];
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
      for (const { grant, beat } of streams) {
        beat(owners === undefined || owners.get(grant.sessionId) === grant.userId);
      }
    },
    closeAll(): void {
      for (const stream of open) stream.close();
    },
    size: () => open.size,
  };
}
