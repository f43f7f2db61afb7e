import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EventStream, longestRetryMs, retryDelay, startLiveUpdates } from "./live-updates";

/** A stand-in for EventSource: the test opens, fails or sends on it as the server would. */
class FakeStream implements EventStream {
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, init: MessageEventInit = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, init));
  }

  notify(seq: number) {
    this.emit("notification", {
      lastEventId: String(seq),
      data: JSON.stringify({ id: `n${seq}`, unread: seq }),
    });
  }

  get query() {
    return new URL(this.url, "http://localhost").searchParams;
  }
}

function connect({ random = () => 1, tickets = () => Promise.resolve("ticket") } = {}) {
  const streams: FakeStream[] = [];
  const onChange = vi.fn();
  const onSupport = vi.fn();
  let issued = 0;
  const requestTicket = vi.fn(async () => `${await tickets()}-${++issued}`);
  const stop = startLiveUpdates({
    requestTicket,
    openStream: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream;
    },
    onChange,
    onSupport,
    random,
  });
  return { streams, onChange, onSupport, requestTicket, stop, latest: () => streams.at(-1)! };
}

/** Lets the ticket's promise settle, then moves the clock. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the wait before a reconnect", () => {
  it("doubles from 1 s to at most 30 s", () => {
    const longest = Array.from({ length: 8 }, (_, retry) => retryDelay(retry, () => 1));
    expect(longest).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it("is jittered between half and all of it", () => {
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(3, () => 0.5)).toBe(6_000);
    expect(retryDelay(20, () => 0)).toBe(longestRetryMs / 2);
  });
});

describe("the live stream", () => {
  it("opens with a fresh ticket and reports every notification", async () => {
    const live = connect();
    await advance(0);
    expect(live.streams).toHaveLength(1);
    expect(live.latest().url).toBe("/api/events?ticket=ticket-1");
    live.latest().emit("open");
    live.onChange.mockClear();
    live.latest().notify(7);
    live.latest().notify(8);
    expect(live.onChange).toHaveBeenCalledTimes(2);
    live.stop();
  });

  it("after an error closes the stream, waits, and resumes after the last event with a new ticket", async () => {
    const live = connect();
    await advance(0);
    const first = live.latest();
    first.emit("open");
    first.notify(41);
    first.notify(42);
    first.emit("error");
    expect(first.closed).toBe(true);

    await advance(999);
    expect(live.streams).toHaveLength(1);
    await advance(1);
    expect(live.streams).toHaveLength(2);
    expect(live.requestTicket).toHaveBeenCalledTimes(2);
    expect(Object.fromEntries(live.latest().query)).toEqual({ ticket: "ticket-2", lastEventId: "42" });
    live.stop();
  });

  it("backs off 1, 2, 4 … up to 30 s while the stream keeps failing, and starts again at 1 s once it opens", async () => {
    const live = connect();
    await advance(0);
    const waits: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) {
      live.latest().emit("error");
      const before = live.streams.length;
      let waited = 0;
      while (live.streams.length === before) {
        await advance(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);

    live.latest().emit("open");
    live.latest().emit("error");
    await advance(1_000);
    expect(live.streams).toHaveLength(9);
    live.stop();
  });

  it("retries a ticket that could not be had, and reads everything again once it reconnects knowing no event", async () => {
    let failing = true;
    const live = connect({
      tickets: () => (failing ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve("ticket")),
    });
    await advance(0);
    expect(live.streams).toHaveLength(0);
    await advance(1_000);
    expect(live.requestTicket).toHaveBeenCalledTimes(2);
    expect(live.streams).toHaveLength(0);
    failing = false;
    await advance(2_000);
    expect(live.streams).toHaveLength(1);
    expect(live.latest().query.has("lastEventId")).toBe(false);
    live.latest().emit("open");
    expect(live.onChange).toHaveBeenCalledTimes(1);
    live.stop();
  });

  it("reads everything again when the first connection opens: events may have passed since the page's reads", async () => {
    const live = connect();
    await advance(0);
    expect(live.onChange).not.toHaveBeenCalled();
    live.latest().emit("open");
    expect(live.onChange).toHaveBeenCalledTimes(1);
    live.stop();
  });

  it("does not read everything again when a stream that knows the last event reopens", async () => {
    const live = connect();
    await advance(0);
    live.latest().emit("open");
    live.latest().notify(5);
    live.latest().emit("error");
    await advance(1_000);
    live.onChange.mockClear();
    live.latest().emit("open");
    expect(live.onChange).not.toHaveBeenCalled();
    live.stop();
  });

  it("reads the support conversations again on each signal, and on every connection, which no signal survives", async () => {
    const live = connect();
    await advance(0);
    live.latest().emit("open");
    live.latest().notify(5);
    expect(live.onSupport).toHaveBeenCalledTimes(1);
    live.latest().emit("support", { data: "{}" });
    expect(live.onSupport).toHaveBeenCalledTimes(2);
    expect(live.onChange).toHaveBeenCalledTimes(2);
    live.latest().emit("error");
    await advance(1_000);
    live.latest().emit("open");
    expect(live.onSupport).toHaveBeenCalledTimes(3);
    expect(live.onChange).toHaveBeenCalledTimes(2);
    live.stop();
  });

  it("stops for good on sign-out: the stream is closed and no reconnect is left waiting", async () => {
    const live = connect();
    await advance(0);
    const stream = live.latest();
    stream.emit("error");
    live.stop();
    await advance(longestRetryMs * 2);
    expect(stream.closed).toBe(true);
    expect(live.streams).toHaveLength(1);
    expect(live.requestTicket).toHaveBeenCalledTimes(1);
  });

  it("opens nothing when stopped while its ticket is on its way", async () => {
    const live = connect();
    live.stop();
    await advance(0);
    expect(live.streams).toHaveLength(0);
  });
});
