import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { systemClock } from "../src/lib/clock";
import { openEventStream, type StreamedNotification } from "../src/modules/events/event-stream";
import { createListeners, createLiveEvents, inProcessFanOut } from "../src/modules/events/live-events";
import type { TicketStore } from "../src/modules/events/tickets";

const log = Fastify({ logger: false }).log;
const noTickets: TicketStore = { save: async () => {}, take: async () => undefined };

/** A user's notification rows, and a latest-seq read that answers only when the test lets it. */
function heldFeed() {
  const rows: StreamedNotification[] = [];
  let answerLatest = () => {};
  const latestAsked = new Promise<void>((asked) => {
    answerLatest = asked;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    rows,
    latestAsked,
    release,
    feed: {
      async latestSeq() {
        answerLatest();
        await released;
        return rows.at(-1)?.seq ?? 0n;
      },
      async after(_userId: string, afterSeq: bigint) {
        return rows.filter((row) => row.seq > afterSeq);
      },
    },
  };
}

const nextTurns = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};

function openHeld(held: ReturnType<typeof heldFeed>) {
  const listeners = createListeners(log);
  const events = createLiveEvents(log, listeners, inProcessFanOut(listeners), noTickets);
  const stream = openEventStream({
    grant: { userId: "ada", sessionId: "session" },
    resumeAfter: undefined,
    feed: held.feed,
    signals: [],
    events,
    clock: systemClock,
    log,
    onEnd: () => {},
  });
  const received: string[] = [];
  stream.body.on("data", (chunk: Buffer) => received.push(chunk.toString()));
  return { stream, events, received };
}

describe("a stream opened without Last-Event-ID", () => {
  it("says it is connected only once it knows where it starts, so what comes after is sent", async () => {
    const held = heldFeed();
    held.rows.push({ seq: 1n, data: '"before"' });
    const { stream, events, received } = openHeld(held);
    await held.latestAsked;
    await nextTurns(3);
    expect(received).toEqual([]);

    held.release();
    await nextTurns(3);
    expect(received).toEqual([": connected\n\n"]);
    held.rows.push({ seq: 2n, data: '"after"' });
    events.publish(["ada"]);
    await nextTurns(5);
    expect(received).toEqual([": connected\n\n", 'id: 2\nevent: notification\ndata: "after"\n\n']);
    stream.close();
  });

  it("ends quietly when closed while it reads where it starts", async () => {
    const held = heldFeed();
    const { stream, received } = openHeld(held);
    const errors: unknown[] = [];
    stream.body.on("error", (error) => errors.push(error));
    await held.latestAsked;
    stream.close();
    held.release();
    await nextTurns(5);
    expect(received).toEqual([]);
    expect(errors).toEqual([]);
    expect(stream.body.readableEnded).toBe(true);
  });
});
