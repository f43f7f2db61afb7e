import http from "node:http";
import type { AddressInfo } from "node:net";
import type { EventTicket } from "@larkspur/shared/schemas/events";
import { sql } from "kysely";
import { announce, notify } from "../../src/modules/notifications/notifications.service";
import type { TestApp } from "./build";
import { bearer } from "./customers";

/** Serves the app on a free loopback port, as a real API process does, and answers its base URL. */
export async function serve(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export async function ticketFor(t: TestApp, token: string): Promise<EventTicket> {
  const response = await t.app.inject({ method: "POST", url: "/api/events/ticket", headers: bearer(token) });
  if (response.statusCode !== 201) throw new Error(`ticket: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A notification for the user, written as an event writes it and announced after the commit; answers its seq. */
export async function notifyUser(t: TestApp, userId: string): Promise<string> {
  await notify(t.ctx.db, t.ctx, [
    { userId, kind: "security.password-changed", params: {}, link: "/security" },
  ]);
  announce(t.ctx, [userId]);
  const { rows } = await sql<{ seq: string }>`select max(seq)::text as seq from notifications
    where user_id = ${userId}`.execute(t.ctx.db);
  return rows[0]!.seq;
}

/** One Server-Sent Events frame: comments (heartbeats) have only `comment`. */
export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comment = line.slice(1).trim();
    const [, field, value] = /^(id|event|data): ?(.*)$/.exec(line) ?? [];
    if (field) frame[field as "id" | "event" | "data"] = value;
  }
  return frame;
}

/** An open event stream read frame by frame, the way EventSource reads it. */
export interface OpenStream {
  status: number;
  contentType: string | null;
  /** Every frame read so far. */
  frames: Frame[];
  /** Waits for a frame `found` accepts (reading on as needed); fails if the stream ends first. */
  until(found: (frame: Frame) => boolean): Promise<Frame>;
  /** Resolves once the server has ended the stream. */
  ended(): Promise<void>;
  close(): void;
}

/** Opens `/api/events?<query>` with node's own client (fetch's abort leaves the server a connection to wait for). */
export function openStream(baseUrl: string, query: string, headers: Record<string, string> = {}) {
  return new Promise<OpenStream>((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events?${query}`, { headers }, (response) => {
      response.setEncoding("utf8");
      const frames: Frame[] = [];
      let buffered = "";
      let done = false;
      let wake = () => {};
      const changed = () =>
        new Promise<void>((resume) => {
          wake = resume;
        });
      response.on("data", (chunk: string) => {
        buffered += chunk;
        let end = buffered.indexOf("\n\n");
        while (end >= 0) {
          frames.push(parseFrame(buffered.slice(0, end)));
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf("\n\n");
        }
        wake();
      });
      response.on("close", () => {
        done = true;
        wake();
      });
      let seen = 0;
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers["content-type"] ?? null,
        frames,
        async until(found) {
          for (;;) {
            while (seen < frames.length) {
              const frame = frames[seen++]!;
              if (found(frame)) return frame;
            }
            if (done) throw new Error(`the stream ended; it sent ${JSON.stringify(frames)}`);
            await changed();
          }
        },
        async ended() {
          while (!done) await changed();
        },
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
}
