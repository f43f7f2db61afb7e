import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { build } from "hdr-histogram-js";
import { CONNECTIONS, type LoadFigures, type LoadTarget, type LoadWindow } from "./load";

const HEADERS_END = Buffer.from("\r\n\r\n");
const MICROSECONDS_PER_MS = 1000;

interface Answer {
  status: number;
  sentAt: number;
}

/**
 * One keep-alive connection with one request at a time, read as plainly as autocannon reads it (the status line and
 * Content-Length), so the load costs the machine about what autocannon's does.
 */
class PacedConnection {
  private readonly socket: net.Socket;
  private received: Buffer = Buffer.alloc(0);
  private sentAt = 0;
  busy = false;

  constructor(
    url: URL,
    onAnswer: (connection: PacedConnection, answer: Answer) => void,
    onError: () => void,
  ) {
    this.socket = net.connect(Number(url.port), url.hostname);
    this.socket.setNoDelay(true);
    this.socket.on("error", onError);
    this.socket.on("data", (chunk: Buffer) => {
      this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
      const headersEnd = this.received.indexOf(HEADERS_END);
      if (headersEnd < 0) return;
      const head = this.received.subarray(0, headersEnd).toString("latin1");
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (length === undefined) throw new Error(`An answer without Content-Length: ${head.split("\r\n")[0]}`);
      if (this.received.length < headersEnd + HEADERS_END.length + Number(length)) return;
      this.received = Buffer.alloc(0);
      this.busy = false;
      onAnswer(this, { status: Number(head.slice(9, 12)), sentAt: this.sentAt });
    });
  }

  send(request: Buffer, sentAt: number): void {
    this.busy = true;
    this.sentAt = sentAt;
    this.socket.write(request);
  }

  close(): void {
    this.socket.destroy();
  }
}

function requestBytes(url: URL, target: LoadTarget): Buffer {
  const next = target.next();
  const headers = {
    host: url.host,
    ...next.headers,
    ...(next.body && { "content-length": String(Buffer.byteLength(next.body)) }),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.from(
    `${target.method ?? "GET"} ${next.path} HTTP/1.1\r\n${lines.join("")}\r\n${next.body ?? ""}`,
  );
}

/**
 * A steady load at `rate` requests a second: every millisecond the requests fallen due are sent, each on a free
 * connection of 50 or, when all are busy, as soon as one is free; not, as autocannon's rate does, each connection
 * as fast as it is answered until its share of the second is spent and then silent for the rest of it. A request's
 * latency runs from when it was sent or queued to the end of its answer, read to the microsecond. The share of the
 * requests answered by the window's end tells whether the server kept up.
 */
async function runPaced(target: LoadTarget & { rate: number }, seconds: number) {
  const url = new URL(target.url);
  const latencies = build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const waiting: number[] = [];
  // Answers of any status, and those of them that succeeded: a request unanswered or failed is an error.
  let settled = 0;
  let answered = 0;
  const onAnswer = (connection: PacedConnection, answer: Answer) => {
    settled += 1;
    if (answer.status >= 200 && answer.status < 300) {
      latencies.recordValue(
        Math.max(1, Math.round((performance.now() - answer.sentAt) * MICROSECONDS_PER_MS)),
      );
      answered += 1;
    }
    const queuedAt = waiting.shift();
    if (queuedAt !== undefined) connection.send(requestBytes(url, target), queuedAt);
  };
  const connections = Array.from(
    { length: target.connections ?? CONNECTIONS },
    // A connection that fails leaves its request unanswered, which the count at the end reports.
    () => new PacedConnection(url, onAnswer, () => {}),
  );
  const startedAt = performance.now();
  const endsAt = startedAt + seconds * 1000;
  const dueCount = (at: number) => Math.floor(((at - startedAt) * target.rate) / 1000);
  let sent = 0;
  for (let now = startedAt; now < endsAt; now = performance.now()) {
    for (const due = dueCount(now); sent < due; sent += 1) {
      const free = connections.find((connection) => !connection.busy);
      if (free) free.send(requestBytes(url, target), now);
      else waiting.push(now);
    }
    await sleep(1);
  }
  const answeredInWindow = settled / Math.max(sent, 1);
  for (let waitedMs = 0; settled < sent && waitedMs < 10_000; waitedMs += 10) await sleep(10);
  for (const connection of connections) connection.close();
  return {
    answered,
    errors: sent - answered,
    answeredInWindow,
    p50Ms: latencies.getValueAtPercentile(50) / MICROSECONDS_PER_MS,
    p99Ms: latencies.getValueAtPercentile(99) / MICROSECONDS_PER_MS,
  };
}

/** A paced warm-up that is thrown away, then the measured window at the same rate. */
export async function measurePacedLoad(
  target: LoadTarget & { rate: number },
  window: LoadWindow,
): Promise<LoadFigures & { answeredInWindow: number }> {
  const warmUp = window.warmUpSeconds > 0 ? await runPaced(target, window.warmUpSeconds) : undefined;
  const result = await runPaced(target, window.measureSeconds);
  return {
    requestsPerSecond: result.answered / window.measureSeconds,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.answered,
    warmUpRequests: warmUp?.answered ?? 0,
    errors: result.errors,
    answeredInWindow: result.answeredInWindow,
  };
}
