/** What the live client needs of an EventSource; tests hand it a fake. */
export interface EventStream {
  addEventListener(
    type: "open" | "error" | "notification" | "support",
    listener: (event: MessageEvent) => void,
  ): void;
  close(): void;
}

export interface LiveUpdatesOptions {
  /** A fresh one-time ticket for each connection (`POST /api/events/ticket`). */
  requestTicket: () => Promise<string>;
  /** Opens the stream at `url`: `new EventSource(url)` in the browser. */
  openStream: (url: string) => EventStream;
  /** Something happened to the customer: their notifications, balance and history may have changed. */
  onChange: () => void;
  /**
   * The user's support conversations (staff: the support inbox) may have changed: on a `support` signal, and on
   * every connection, since signals carry no id to resume from.
   */
  onSupport: () => void;
  /** 0 ≤ n < 1, for the jitter; Math.random unless a test fixes it. */
  random?: () => number;
}

export const firstRetryMs = 1_000;
export const longestRetryMs = 30_000;

/**
 * How long to wait before the given retry (0 for the first): 1 s doubling to 30 s, each wait between half and all
 * of it at random, so browsers cut off together do not come back together.
 */
export function retryDelay(retry: number, random: () => number): number {
  const ceiling = Math.min(longestRetryMs, firstRetryMs * 2 ** retry);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * Keeps the customer's event stream open: each connection takes a fresh ticket and resumes after the last event
 * seen (`lastEventId`, since EventSource cannot send a Last-Event-ID header on a connection it did not reopen
 * itself), so nothing is missed across a reconnect. A failed ticket or a dropped stream is retried with growing
 * waits; a stream that opens resets them. A connection that opens without knowing the last event (the first, or one
 * after a failure before any event) reports a change, since events may have passed between the page's own reads and
 * the stream. Returns the function that stops it.
 */
export function startLiveUpdates({
  requestTicket,
  openStream,
  onChange,
  onSupport,
  random = Math.random,
}: LiveUpdatesOptions): () => void {
  let stopped = false;
  let stream: EventStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retries = 0;
  let lastEventId: string | undefined;

  const retryLater = () => {
    if (stopped) return;
    timer = setTimeout(connect, retryDelay(retries, random));
    retries += 1;
  };

  async function connect() {
    let ticket: string;
    try {
      ticket = await requestTicket();
    } catch {
      retryLater();
      return;
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket });
    if (lastEventId !== undefined) query.set("lastEventId", lastEventId);
    const opened = openStream(`/api/events?${query}`);
    stream = opened;
    opened.addEventListener("open", () => {
      if (lastEventId === undefined) onChange();
      onSupport();
      retries = 0;
    });
    opened.addEventListener("support", () => onSupport());
    opened.addEventListener("notification", (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      onChange();
    });
    opened.addEventListener("error", () => {
      // EventSource would retry on its own with the spent ticket; a new connection needs a new one.
      opened.close();
      if (stream !== opened) return;
      stream = null;
      retryLater();
    });
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stream?.close();
    stream = null;
  };
}
