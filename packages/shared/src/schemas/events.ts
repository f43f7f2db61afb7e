import { z } from "zod";

/** How long a ticket from `POST /api/events/ticket` may be used to open the event stream. */
export const EVENT_TICKET_SECONDS = 30;

export const eventTicket = z.object({
  ticket: z.string().describe("Opens one event stream: GET /api/events?ticket=…; once, within 30 seconds"),
  expiresAt: z.iso.datetime(),
});
export type EventTicket = z.infer<typeof eventTicket>;

/** A Last-Event-ID: the `id:` of the last notification the client received (its stream order). */
const lastEventId = z.string().regex(/^\d{1,18}$/, "lastEventId must be the id of an event received");

export const eventStreamQuery = z.object({
  ticket: z.string().max(200).optional().describe("The ticket from POST /api/events/ticket"),
  lastEventId: lastEventId
    .optional()
    .describe(
      "Resume after this event (as the Last-Event-ID header does): every later notification is sent first",
    ),
});
export { lastEventId };
