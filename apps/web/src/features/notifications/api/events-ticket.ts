import { api } from "../../../lib/api-client";

/** A one-time pass to open the event stream, valid 30 seconds: the session token never goes into a URL. */
export interface EventsTicket {
  ticket: string;
  expiresAt: string;
}

export function requestEventsTicket(): Promise<EventsTicket> {
  return api.post<EventsTicket>("/api/events/ticket");
}
