import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { translate } from "../../lib/i18n";
import { requestLocale } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
import { createTusHandler, tusError } from "./tus-server";
import { readPicture } from "./uploads.service";

const TUS_CONTENT_TYPE = "application/offset+octet-stream";

/** The Fastify request as the web Request tus expects; the body stays a stream, read by tus alone. */
function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const carriesBody = request.method === "POST" || request.method === "PATCH";
  return new Request(new URL(request.url, "http://upload.local"), {
    method: request.method,
    headers,
    body: carriesBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
    duplex: "half",
  } as RequestInit);
}

async function sendTusResponse(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
) {
  const headers = Object.fromEntries(response.headers);
  delete headers["content-length"];
  reply.headers(headers);
  const text = await response.text();
  if (response.status < 400) return reply.code(response.status).send(text || undefined);
  const { status, code, text: message } = tusError(response.status, text);
  const body = { message: translate(await requestLocale(ctx, request), message), code };
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/**
 * `/api/uploads`: the tus protocol (create, read the offset, append, end) for signed-in users, and GET of the
 * re-encoded pictures, which are the only files served. Pictures are public by their unguessable names, because an
 * `<img>` cannot send the sign-in token.
 */
export function uploadsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tus = createTusHandler(ctx);
    // Chunks arrive as raw bytes: leave the body unread for tus rather than buffering it against the JSON limit.
    app.addContentTypeParser(TUS_CONTENT_TYPE, (_request, _payload, done) => done(null));
    const signedInTus = async (request: FastifyRequest, reply: FastifyReply) =>
      sendTusResponse(ctx, request, reply, await tus(toWebRequest(request), request.user?.id));
    const hidden = { hide: true };
    // Checked before a byte of the body is read, so a stranger's upload is never streamed.
    const signedIn = { policy: policies.signedIn, admitBeforeBody: true };

    app.route({
      method: "POST",
      url: "/",
      schema: hidden,
      config: signedIn,
      handler: signedInTus,
    });
    app.route({
      method: ["HEAD", "PATCH", "DELETE"],
      url: "/:id",
      schema: hidden,
      config: signedIn,
      handler: signedInTus,
    });
    // OPTIONS tells a tus client what the server supports; it names no upload and needs no token.
    for (const url of ["/", "/:id"]) {
      app.route({
        method: "OPTIONS",
        url,
        schema: hidden,
        config: { policy: policies.anyone },
        handler: async (request, reply) =>
          sendTusResponse(ctx, request, reply, await tus(toWebRequest(request), undefined)),
      });
    }

    app.get(
      "/:id",
      {
        exposeHeadRoute: false,
        config: { policy: policies.anyone },
        schema: {
          tags: ["uploads"],
          summary: "A re-encoded picture (512 px square WebP)",
          params: z.object({ id: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const picture = await readPicture(ctx, request.params.id);
        return reply
          .type("image/webp")
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "public, max-age=31536000, immutable")
          .send(picture);
      },
    );
  };
}
