import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { matchedRoute } from "./matched-route";

const options = (inlineScripts: readonly string[]): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sends with these options, read once from a throwaway instance. @fastify/helmet builds helmet
 * anew on every request (parsing the whole policy each time); the headers never change, so the API sets them as
 * they are.
 */
async function helmetHeaders(inlineScripts: readonly string[]): Promise<Record<string, string>> {
  const plain = Fastify();
  plain.get("/", async () => "");
  const protectedApp = Fastify();
  await protectedApp.register(helmet, options(inlineScripts));
  protectedApp.get("/", async () => "");
  const [without, withHelmet] = await Promise.all([
    plain.inject({ method: "GET", url: "/" }),
    protectedApp.inject({ method: "GET", url: "/" }),
  ]);
  await Promise.all([plain.close(), protectedApp.close()]);
  return Object.fromEntries(
    Object.entries(withHelmet.headers)
      .filter(([name, value]) => !(name in without.headers) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Headers only a page acts on (an HTML document in a browser's window): an API answer is read by a script, never
 * shown, so these would only lengthen every answer (docs/architecture.md#security-headers).
 */
const PAGE_ONLY = new Set([
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
]);

type Answer = "api" | "private page" | "page";

/** What a request is answered with, by the route matched or, for an address no route serves, as spelled. */
function answerOf(request: FastifyRequest): Answer {
  const paths = [matchedRoute(request).url, request.url];
  const under = (prefix: string) => paths.some((path) => path?.startsWith(prefix));
  if (under("/api/docs") || under("/dev/mailbox")) return "private page";
  return under("/api") ? "api" : "page";
}

/**
 * Strict headers on every answer: no inline script but those of the web build, allowed by their hashes
 * (`inlineScripts`, CSP sources such as `'sha256-…'`), no framing, no sniffing, HTTPS remembered. API answers carry
 * balances, codes and personal data, so no browser or proxy keeps them (`no-store`), nor the API's own pages (its
 * document, the dev mailbox); a route that serves something public, such as a picture, sets its own caching over
 * this.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  inlineScripts: readonly string[],
): Promise<void> {
  const page = await helmetHeaders(inlineScripts);
  const noStore = { "cache-control": "no-store" };
  const headers: Record<Answer, Record<string, string>> = {
    api: {
      ...Object.fromEntries(Object.entries(page).filter(([name]) => !PAGE_ONLY.has(name))),
      ...noStore,
    },
    "private page": { ...page, ...noStore },
    page,
  };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers[answerOf(request)]);
    done();
  });
}
