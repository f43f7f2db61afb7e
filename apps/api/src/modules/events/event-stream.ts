import { Readable } from "node:stream";
import type { Logger } from "../../context";
import type { Clock } from "../../lib/clock";
import type { LiveEvents } from "./live-events";

/** Who a stream is for: the user, and the session whose end ends it. */
export interface StreamGrant {
  userId: string;
  sessionId: string;
}

/** A notification as a stream sends it: its place in the user's stream, and its JSON. */
export interface StreamedNotification {
  seq: bigint;
  data: string;
}

/** Where a stream reads what it sends: the notification rows, which are the truth. */
export interface NotificationFeed {
  /** The user's newest notification's seq (0 when none): a stream opened without Last-Event-ID starts there. */
  latestSeq(userId: string): Promise<bigint>;
  /** Up to `limit` of the user's notifications after `afterSeq`, oldest first. */
  after(userId: string, afterSeq: bigint, limit: number): Promise<StreamedNotification[]>;
}

/**
 * A change the stream tells of without a row of its own to send (`event: <event>`, `data: {}`): the browser reads
 * what it shows again. `key` is what the change is published under, beside the user ids of notifications.
 */
export interface StreamSignal {
  key: string;
  event: string;
}

/** Notifications read per query; a stream that has more reads again once the client has taken these. */
const BATCH = 50;
/**
 * How long a sent row's seq is remembered. Seqs come from one sequence, so a transaction holding a lower seq may commit
 * after one holding a higher seq was sent: each read goes back over this window, skipping what was sent, and the late
 * row's own publish after its commit sets it off.
 */
const LATE_COMMIT_MS = 10_000;
/** What a stream holds for a slow client before it stops reading: the rows wait in the database instead. */
const BUFFERED_BYTES = 32 * 1024;

export type EventStream = ReturnType<typeof openEventStream>;

/**
 * One client's Server-Sent Events. Whenever its user is published it reads their rows after the last one sent, so a
 * lost publish costs nothing but delay; while the client does not take what was sent it reads nothing more, so a
 * slow client holds at most one batch beyond the buffer. A signal carries no id: the browser reads again what it
 * names whenever its stream (re)opens, so a signal missed while disconnected costs nothing either.
 */
export function openEventStream(options: {
  grant: StreamGrant;
  /** The last seq the client has, from Last-Event-ID; undefined: only what happens from now on. */
  resumeAfter: bigint | undefined;
  feed: NotificationFeed;
  /** The signals this stream's user hears. */
  signals: readonly StreamSignal[];
  events: LiveEvents;
  clock: Clock;
  log: Logger;
  onEnd: () => void;
}) {
  const { grant, feed, clock, log } = options;
  /** Rows at or below it are taken as final: sent, or committed too late to be waited for. */
  let floor = options.resumeAfter;
  /** Seqs sent within LATE_COMMIT_MS, and when. */
  const recentlySent = new Map<bigint, number>();
  let wanted = true;
  let reading = false;
  let full = false;
  let stalled = false;
  let ended = false;
  let connected = false;
  /** Signals heard while the client was not taking what was sent: each is sent once it does. */
  const signalled = new Set<string>();

  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    options.onEnd();
  };
  const body = new Readable({
    highWaterMark: BUFFERED_BYTES,
    read() {
      full = false;
      stalled = false;
      sendSignals();
      void pump();
    },
    destroy(error, callback) {
      end();
      callback(error);
    },
  });
  const write = (text: string) => {
    if (!body.push(text)) full = true;
  };

  async function pump(): Promise<void> {
    if (reading || ended) return;
    reading = true;
    try {
      floor ??= await feed.latestSeq(grant.userId);
      if (ended) return;
      // Said only once the stream knows where it starts: a notification written after the client hears it is sent.
      if (!connected) {
        connected = true;
        write(": connected\n\n");
      }
      for (const [seq, sentAt] of recentlySent) {
        if (clock.now().getTime() - sentAt < LATE_COMMIT_MS) break;
        recentlySent.delete(seq);
        if (seq > floor) floor = seq;
      }
      let cursor = floor;
      let more = false;
      while ((wanted || more) && !full && !ended) {
        // A publish reads again from the floor, for a late commit below what was sent; a full batch reads on.
        if (wanted) cursor = floor;
        wanted = false;
        const rows = await feed.after(grant.userId, cursor, BATCH);
        if (ended) return;
        for (const row of rows) {
          cursor = row.seq;
          if (recentlySent.has(row.seq)) continue;
          write(`id: ${row.seq}\nevent: notification\ndata: ${row.data}\n\n`);
          recentlySent.set(row.seq, clock.now().getTime());
        }
        more = rows.length === BATCH;
        if (more && full) wanted = true;
      }
    } catch (error) {
      wanted = true;
      log.warn(
        { err: error },
        "An event stream could not read its notifications; it tries again at the heartbeat",
      );
    } finally {
      reading = false;
    }
  }

  function sendSignals(): void {
    for (const event of signalled) {
      if (full || ended) return;
      signalled.delete(event);
      write(`event: ${event}\ndata: {}\n\n`);
    }
  }

  const eventOf = new Map(options.signals.map(({ key, event }) => [key, event]));
  const unsubscribe = options.events.subscribe([grant.userId, ...eventOf.keys()], (key) => {
    const event = eventOf.get(key);
    if (event === undefined) {
      wanted = true;
      void pump();
      return;
    }
    signalled.add(event);
    sendSignals();
  });

  return {
    body,
    grant,
    /** Keeps the connection open through proxies; a client that took nothing since the last beat is let go. */
    beat(sessionLive: boolean): void {
      if (ended) return;
      if (!sessionLive) {
        end();
        body.push(null);
        return;
      }
      if (full) {
        if (stalled) body.destroy();
        stalled = true;
        return;
      }
      write(": ping\n\n");
      if (wanted) void pump();
    },
    /** Ends the response (the server is closing). */
    close(): void {
      if (ended) return;
      end();
      body.push(null);
    },
  };
}
