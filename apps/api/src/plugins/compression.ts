import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";

/** Below this an answer gains too little from gzip to be worth the work (the signed-in user's is about 600 bytes). */
const minimumBytes = 1024;

/** Whether an Accept-Encoding header takes gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * Gzips JSON answers of a kilobyte or more for clients that take gzip: a page of notifications or history is several
 * kilobytes of repeated keys, about a fifth of that gzipped, read on a phone's network as the dashboard loads. The web
 * build's files come compressed already, and streams (the event stream, statements, CSV) are left as they are.
 * Synchronous, so no more than one answer's compression memory is held at a time.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" || Buffer.byteLength(payload) < minimumBytes) return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json")) return payload;
    if (reply.hasHeader("content-encoding") || !acceptsGzip(request.headers["accept-encoding"]))
      return payload;
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
    reply.header("content-encoding", "gzip");
    return gzipSync(payload);
  });
}
