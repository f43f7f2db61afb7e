import { email } from "@larkspur/shared/schemas/fields";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { errorResponses } from "../../plugins/errors";
import { mailFor } from "./mailbox.service";
import { mailboxPage } from "./mailbox-page";

const recipient = z.string("Name the address whose mail to show: ?to=<email address>").pipe(email);

/** The dev mailbox: only registered without SMTP_URL, and only ever one address's mail at a time. */
export function mailboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/dev/mailbox",
      {
        schema: {
          tags: ["dev"],
          querystring: z.object({ to: recipient }),
          response: {
            200: z.array(
              z.object({
                to: z.string(),
                subject: z.string(),
                text: z.string().describe("The plain-text part"),
                html: z.string().describe("The HTML part"),
                createdAt: z.date(),
              }),
            ),
            ...errorResponses,
          },
        },
      },
      (request) => mailFor(ctx, request.query.to),
    );

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
