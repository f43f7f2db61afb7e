import { email } from "@larkspur/shared/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../plugins/errors";
import { mailFor } from "./mailbox.service";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

const recipient = z.string("Name the address whose mail to show: ?to=<email address>").pipe(email);

type Message = Awaited<ReturnType<typeof mailFor>>[number];

function mailboxPage({ to, error, messages }: { to: string; error?: string; messages?: Message[] }) {
  const field = error
    ? `<input id="to" name="to" type="email" autocomplete="email" required value="${escapeHtml(to)}" aria-invalid="true" aria-describedby="to-error">
<p id="to-error" class="error">${escapeHtml(error)}</p>`
    : `<input id="to" name="to" type="email" autocomplete="email" required value="${escapeHtml(to)}">`;
  const list =
    messages &&
    `<section aria-labelledby="mail-heading"><h2 id="mail-heading">Mail to ${escapeHtml(to)}</h2>
${
  messages
    .map(
      (m) => `<article><h3>${escapeHtml(m.subject)}</h3>
<p class="meta">${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join("\n") || "<p>No mail to this address yet.</p>"
}</section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox · Larkspur</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #e2e8f0;border-radius:12px;padding:1rem 1.5rem;margin:1rem 0}.meta{color:#475569}
pre{white-space:pre-wrap;font:inherit}label{display:block;font-weight:600;margin-bottom:.25rem}
input{font:inherit;padding:.5rem .75rem;border:1px solid #64748b;border-radius:8px;width:min(100%,24rem)}
button{font:inherit;font-weight:600;padding:.5rem 1rem;margin-top:.75rem;border:0;border-radius:8px;
background:#0f172a;color:#fff;cursor:pointer}:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.error{color:#b91c1c}</style></head><body><main><h1>Dev mailbox</h1>
<p>Mail Larkspur would have sent to one address. Configure SMTP_URL to deliver real mail.</p>
<form method="get" action="/dev/mailbox"><label for="to">Email address</label>
${field}
<div><button type="submit">Show mail</button></div></form>
${list ?? ""}</main></body></html>`;
}

/** The dev mailbox: only registered without SMTP_URL, and only ever one address's mail at a time. */
export function mailboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/dev/mailbox",
      {
        schema: {
          tags: ["dev"],
          description: "Mail the app would have sent to one address, newest first (only without SMTP_URL)",
          querystring: z.object({ to: recipient }),
          response: {
            200: z.array(
              z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.date() }),
            ),
            ...errorResponses,
          },
        },
      },
      (request) => mailFor(ctx, request.query.to),
    );

    // The page asks for an address first, then lists that address's mail under the form.
    app.get(
      "/dev/mailbox",
      { schema: { hide: true, querystring: z.object({ to: z.string().max(1000).optional() }) } },
      async (request, reply) => {
        reply.type("text/html; charset=utf-8");
        const to = request.query.to?.trim() ?? "";
        if (!to) return mailboxPage({ to });
        const address = email.safeParse(to);
        if (!address.success) {
          return reply.code(400).send(mailboxPage({ to, error: address.error.issues[0]!.message }));
        }
        return mailboxPage({ to: address.data, messages: await mailFor(ctx, address.data) });
      },
    );
  };
}
