import type { Logger } from "../../context";
import type { TicketStore } from "./tickets";

/** What a fan-out hands to its process's streams. */
export interface Delivery {
  /**
   * These users have notifications their open streams may not have sent yet (or, for a signal's key, the streams
   * that hear it have its event to send).
   */
  users(userIds: readonly string[]): void;
  /** Publishes may have been lost (the fan-out reconnected): every open stream looks for what it missed. */
  everyone(): void;
}

/**
 * How a batch of user ids reaches every API process, this one included. Delivery only: a batch that is lost is
 * caught up from the notification rows on the user's next event or reconnect.
 */
export interface FanOut {
  /** Hands the batch to every process's delivery (this process's too). */
  send(userIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** This process alone: the batch goes straight to its own streams. */
export function inProcessFanOut(delivery: Delivery): FanOut {
  return {
    async send(userIds) {
      delivery.users(userIds);
    },
    async close() {},
  };
}

/** The streams open on this process, by user id and signal key: what a fan-out delivers to. */
export function createListeners(log: Logger) {
  const byKey = new Map<string, Set<() => void>>();
  let count = 0;
  const tell = (listeners: Iterable<() => void>) => {
    for (const onEvent of listeners) {
      try {
        onEvent();
      } catch (error) {
        log.warn({ err: error }, "A live event listener failed");
      }
    }
  };
  return {
    users(userIds: readonly string[]) {
      for (const userId of userIds) tell(byKey.get(userId) ?? []);
    },
    everyone() {
      for (const listeners of byKey.values()) tell(listeners);
    },
    subscribe(keys: string | readonly string[], onEvent: (key: string) => void): () => void {
      const owned = (typeof keys === "string" ? [keys] : keys).map((key) => {
        let listeners = byKey.get(key);
        if (!listeners) {
          listeners = new Set();
          byKey.set(key, listeners);
        }
        const own = () => onEvent(key);
        listeners.add(own);
        return { key, listeners, own };
      });
      count += 1;
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        count -= 1;
        for (const { key, listeners, own } of owned) {
          listeners.delete(own);
          if (listeners.size === 0) byKey.delete(key);
        }
      };
    },
    count: () => count,
  } satisfies Delivery & Record<string, unknown>;
}

export type Listeners = ReturnType<typeof createListeners>;

export interface LiveEvents {
  /**
   * Tells every open stream of these users, on any API process, to send their new notifications. Called after the
   * transaction that wrote them committed; never throws, never waits: ids published in one event-loop turn travel
   * as one batch.
   */
  publish(userIds: readonly string[]): void;
  /**
   * Tells a change without a notification row (a signal, see event-stream.ts): the streams that listen for these keys,
   * on any API process, send its event. Sent as `publish` sends, in the same batches.
   */
  signal(keys: readonly string[]): void;
  /**
   * Calls `onEvent` with the key whenever one of `keys` (a user id, or a signal's key) is published; answers the
   * function that stops it.
   */
  subscribe(keys: string | readonly string[], onEvent: (key: string) => void): () => void;
  /** How many listeners (one per stream) there are on this process. */
  listeners(): number;
  /** Where the tickets that open a stream wait for their one use. */
  tickets: TicketStore;
  close(): Promise<void>;
}

/** Live events: publishes batched per event-loop turn and sent through `fanOut` to every process's `listeners`. */
export function createLiveEvents(
  log: Logger,
  listeners: Listeners,
  fanOut: FanOut,
  tickets: TicketStore,
): LiveEvents {
  let pending = new Set<string>();
  let flushing: NodeJS.Immediate | undefined;

  const flush = () => {
    flushing = undefined;
    const batch = [...pending];
    pending = new Set();
    fanOut.send(batch).catch((error: unknown) => {
      log.warn({ err: error }, "Live events not fanned out; streams catch up on the next event");
    });
  };

  const send = (keys: readonly string[]) => {
    for (const key of keys) pending.add(key);
    if (pending.size > 0 && !flushing) flushing = setImmediate(flush);
  };

  return {
    publish(userIds) {
      send(userIds);
    },
    signal(keys) {
      send(keys);
    },
    subscribe: listeners.subscribe,
    listeners: listeners.count,
    tickets,
    async close() {
      if (flushing) {
        clearImmediate(flushing);
        flush();
      }
      await fanOut.close();
    },
  };
}
