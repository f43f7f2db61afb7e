import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { listMailboxMessages } from "./mailbox.repo";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/** The dev mailbox: only registered when no SMTP server is configured. */
export function mailboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const query = z.object({ to: z.string().max(254).optional() });

    app.get(
      "/api/dev/mailbox",
      {
        schema: {
          tags: ["dev"],
          description: "Mail the app would have sent, newest first (only without SMTP_URL)",
          querystring: query,
          response: {
            200: z.array(
              z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.date() }),
            ),
          },
        },
      },
      (request) => listMailboxMessages(ctx.db, request.query.to, 100),
    );

    app.get("/dev/mailbox", { schema: { hide: true, querystring: query } }, async (request, reply) => {
      const messages = await listMailboxMessages(ctx.db, request.query.to, 100);
      const items = messages
        .map(
          (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join("\n");
      return reply
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox · Larkspur</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #e2e8f0;border-radius:12px;padding:1rem 1.5rem;margin:1rem 0}.meta{color:#475569}
pre{white-space:pre-wrap;font:inherit}</style></head><body><h1>Dev mailbox</h1>
<p>Mail Larkspur would have sent. Configure SMTP_URL to deliver real mail.</p>
${items || "<p>No mail yet.</p>"}</body></html>`);
    });
  };
}
