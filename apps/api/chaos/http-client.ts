import { setTimeout as delay } from "node:timers/promises";

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, as a client would
  body: any;
  /** How many times the request was sent; above 1, an earlier attempt may have done the work already. */
  attempts: number;
}

export interface RequestCounts {
  /** Every HTTP attempt, retries included. */
  requests: number;
  retries: number;
  /** Attempts that failed without an answer (refused, reset, timed out, abandoned). */
  connectionErrors: number;
  /** First attempts the client stopped waiting for while the server may still have been working on them. */
  abandoned: number;
  serverErrors: number;
}

export interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  token?: string;
  body?: unknown;
  /** Sent as Idempotency-Key on the first attempt and every retry. */
  idempotencyKey?: string;
  /** Sent as they are on every attempt, e.g. the card network's signature of the body. */
  headers?: Record<string, string>;
}

const ATTEMPT_TIMEOUT_MS = 30_000;
const GIVE_UP_AFTER_MS = 120_000;

export class GaveUp extends Error {}

/** An answer as a load balancer's client saw it: which server HAProxy says gave it, and when it was sent. */
export interface SeenAnswer {
  status: number;
  servedBy: string | undefined;
  sentAt: number;
  method: string;
  path: string;
}

const retryable = (status: number) => status >= 500 || status === 429;

/**
 * A client that behaves like a careful real one behind a load balancer: when a call gets no answer, a 5xx or a 429,
 * it waits a little and sends the very same request (same body, same Idempotency-Key) to the next server. Like a
 * user who reloads, it also gives up on an `impatience` share of first attempts before their answer comes, and sends
 * them again: the server may be carrying out the first one still, or may have dropped it.
 */
export function retryingClient(
  baseUrls: string[],
  counts: RequestCounts,
  impatience = 0,
  seen?: (answer: SeenAnswer) => void,
) {
  let next = 0;
  // How long an answer usually takes; an impatient client gives up after half of that or more.
  let typicalMs = 20;
  return async function call(request: Call): Promise<Answer> {
    const began = Date.now();
    let server = next++ % baseUrls.length;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) counts.retries += 1;
      counts.requests += 1;
      const impatient = attempt === 0 && request.method === "POST" && Math.random() < impatience;
      const timeoutMs = impatient ? typicalMs * (0.5 + Math.random() / 2) : ATTEMPT_TIMEOUT_MS;
      const sent = Date.now();
      const answer = await attemptOnce(baseUrls[server]!, request, timeoutMs).catch(() => undefined);
      if (impatient && !answer) counts.abandoned += 1;
      if (answer)
        seen?.({
          status: answer.status,
          servedBy: answer.servedBy,
          sentAt: sent,
          method: request.method,
          path: request.path,
        });
      if (answer && !impatient) typicalMs = 0.95 * typicalMs + 0.05 * (Date.now() - sent);
      if (answer && !retryable(answer.status))
        return { status: answer.status, body: answer.body, attempts: attempt + 1 };
      if (answer) counts.serverErrors += 1;
      else counts.connectionErrors += 1;
      if (Date.now() - began > GIVE_UP_AFTER_MS) {
        throw new GaveUp(`${request.method} ${request.path}: no answer after ${attempt + 1} attempts`);
      }
      server = (server + 1) % baseUrls.length;
      await delay(Math.min(100 * 2 ** attempt, 2_000) * (0.5 + Math.random()));
    }
  };
}

async function attemptOnce(
  baseUrl: string,
  request: Call,
  timeoutMs: number,
): Promise<Omit<Answer, "attempts"> & { servedBy: string | undefined }> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.token = `Bearer ${request.token}`;
  if (request.idempotencyKey) headers["idempotency-key"] = request.idempotencyKey;
  if (request.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's or a dying server's answer is not JSON; keep the text.
  }
  return { status: response.status, body, servedBy: response.headers.get("x-served-by") ?? undefined };
}

export type Client = ReturnType<typeof retryingClient>;
