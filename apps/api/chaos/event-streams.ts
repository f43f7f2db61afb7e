import http from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import type { Check } from "./checks";
import type { HarnessDb } from "./harness-db";
import type { Client } from "./http-client";
import type { Customer } from "./setup";

/** How long, once the load is over, the streams get to catch up with the last notifications. */
const CATCH_UP_MS = 20_000;

interface Stream {
  customer: Customer;
  /** Where the stream began: it must receive every notification of its customer after this one. */
  startSeq: bigint;
  lastSeq: bigint;
  received: Set<bigint>;
  duplicates: number;
  reconnects: number;
  connected: boolean;
}

/**
 * Live event streams held as a browser holds them, through the load balancer: when one is cut it asks for a new
 * ticket and opens again with Last-Event-ID, the last notification it received.
 */
export function holdEventStreams(
  baseUrl: string,
  client: Client,
  db: HarnessDb,
  customers: Customer[],
  count: number,
) {
  const streams: Stream[] = [];
  let holding = true;
  const sockets = new Set<http.ClientRequest>();

  const connectOnce = async (stream: Stream): Promise<void> => {
    const answer = await client({ method: "POST", path: "/api/events/ticket", token: stream.customer.token });
    if (answer.status !== 201) throw new Error(`ticket answered ${answer.status}`);
    const ticket = answer.body.ticket as string;
    await new Promise<void>((resolve) => {
      const request = http.get(
        `${baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}`,
        { agent: false, headers: { "last-event-id": String(stream.lastSeq) } },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            response.on("end", resolve);
            return;
          }
          response.setEncoding("utf8");
          let pending = "";
          response.on("data", (chunk: string) => {
            pending += chunk;
            const frames = pending.split("\n\n");
            pending = frames.pop() ?? "";
            for (const frame of frames) {
              if (frame.startsWith(": connected")) stream.connected = true;
              const id = /^id: (\d+)$/m.exec(frame)?.[1];
              if (id === undefined) continue;
              const seq = BigInt(id);
              if (stream.received.has(seq)) stream.duplicates += 1;
              stream.received.add(seq);
              if (seq > stream.lastSeq) stream.lastSeq = seq;
            }
          });
          response.on("close", resolve);
          response.on("error", resolve);
        },
      );
      sockets.add(request);
      request.on("error", () => resolve());
      request.on("close", () => {
        sockets.delete(request);
        resolve();
      });
    });
    stream.connected = false;
  };

  const hold = async (stream: Stream) => {
    while (holding) {
      await connectOnce(stream).catch(() => undefined);
      if (!holding) return;
      stream.reconnects += 1;
      await delay(200 + Math.random() * 300);
    }
  };

  const holders: Promise<void>[] = [];
  return {
    async open(): Promise<void> {
      for (let index = 0; index < count; index++) {
        const customer = customers[index % customers.length]!;
        const [row] = await db.query<{ seq: string }>(
          "select coalesce(max(seq), 0)::text as seq from notifications where user_id = $1",
          [customer.id],
        );
        const startSeq = BigInt(row?.seq ?? "0");
        const stream: Stream = {
          customer,
          startSeq,
          lastSeq: startSeq,
          received: new Set(),
          duplicates: 0,
          reconnects: 0,
          connected: false,
        };
        streams.push(stream);
        holders.push(hold(stream));
      }
      const deadline = Date.now() + 60_000;
      while (streams.some((stream) => !stream.connected) && Date.now() < deadline) await delay(100);
    },
    /** Waits for the streams to catch up, closes them, and checks what each received. */
    async check(): Promise<Check> {
      const expected = new Map<string, bigint[]>();
      for (const customer of new Set(streams.map((stream) => stream.customer))) {
        const rows = await db.query<{ seq: string }>(
          "select seq::text as seq from notifications where user_id = $1 order by seq",
          [customer.id],
        );
        expected.set(
          customer.id,
          rows.map((row) => BigInt(row.seq)),
        );
      }
      const missedBy = (stream: Stream) =>
        expected.get(stream.customer.id)!.filter((seq) => seq > stream.startSeq && !stream.received.has(seq))
          .length;
      const deadline = Date.now() + CATCH_UP_MS;
      const settled = () => streams.every((stream) => stream.connected && missedBy(stream) === 0);
      while (!settled() && Date.now() < deadline) await delay(250);
      const disconnected = streams.filter((stream) => !stream.connected).length;
      holding = false;
      for (const socket of sockets) socket.destroy();
      await Promise.all(holders);
      const missed = streams.reduce((sum, stream) => sum + missedBy(stream), 0);
      const missedUncut = streams
        .filter((stream) => stream.reconnects === 0)
        .reduce((sum, stream) => sum + missedBy(stream), 0);
      const delivered = streams.reduce((sum, stream) => sum + stream.received.size, 0);
      const cut = streams.filter((stream) => stream.reconnects > 0).length;
      const reconnects = streams.reduce((sum, stream) => sum + stream.reconnects, 0);
      const duplicates = streams.reduce((sum, stream) => sum + stream.duplicates, 0);
      return {
        name: "every event stream reconnected and missed no notification (Last-Event-ID)",
        // Streams that were never cut would prove nothing about reconnecting.
        violations: missed + disconnected + (cut === 0 ? 1 : 0),
        detail: `${streams.length} streams, ${cut} of them cut and reopened (${reconnects} reconnections), ${disconnected} not connected at the end; ${delivered} notifications received, ${missed} missed (${missedUncut} by streams never cut), ${duplicates} received twice`,
      };
    },
  };
}
