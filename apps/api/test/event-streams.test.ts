import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer, login, signedInCustomer } from "./support/customers";
import { notifyUser, openStream, serve, ticketFor } from "./support/event-streams";
import { HandClock } from "./support/hand-clock";

const clock = new HandClock();
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await build({ EVENTS_CHANNEL: `events_${process.pid}_${Date.now()}` }, undefined, clock);
  baseUrl = await serve(t);
});
afterAll(() => t.close());

const ticketQuery = async (token: string) =>
  `ticket=${encodeURIComponent((await ticketFor(t, token)).ticket)}`;

describe("event stream tickets", () => {
  it("are given only to a signed-in caller, valid 30 seconds, and kept only as a hash", async () => {
    const unsigned = await t.app.inject({ method: "POST", url: "/api/events/ticket" });
    expect(unsigned.statusCode).toBe(401);
    const ada = await signedInCustomer(t);
    const { ticket, expiresAt } = await ticketFor(t, ada.token);
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(30_000);
    const { rows } = await sql<{ row: string }>`select row_to_json(event_tickets)::text as row
      from event_tickets`.execute(t.ctx.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) expect(row).not.toContain(ticket);
  });

  it("open one stream once; a missing, wrong, used or expired ticket gets 401", async () => {
    const ada = await signedInCustomer(t);
    const { ticket } = await ticketFor(t, ada.token);
    const first = await openStream(baseUrl, `ticket=${ticket}`);
    expect(first.status).toBe(200);
    expect(first.contentType).toMatch(/^text\/event-stream/);
    first.close();
    const refused = async (query: string) => {
      const response = await fetch(`${baseUrl}/api/events?${query}`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe("invalid_token");
    };
    await refused(`ticket=${ticket}`);
    await refused("");
    await refused("ticket=not-a-ticket");
    await refused(`ticket=${ada.token}`);
    const late = await ticketFor(t, ada.token);
    clock.advanceMs(30_001);
    await refused(`ticket=${late.ticket}`);
  });

  it("do not open a stream once their session has ended", async () => {
    const ada = await signedInCustomer(t);
    const { ticket } = await ticketFor(t, ada.token);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(ada.token) });
    expect((await fetch(`${baseUrl}/api/events?ticket=${ticket}`)).status).toBe(401);
  });
});

describe("event streams per session", () => {
  it("open at most EVENT_STREAMS_PER_SESSION (5) at once for one session; one more answers 429", async () => {
    const ada = await signedInCustomer(t);
    const streams = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => openStream(baseUrl, await ticketQuery(ada.token))),
    );
    try {
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
      const sixth = await fetch(`${baseUrl}/api/events?${await ticketQuery(ada.token)}`);
      expect(sixth.status).toBe(429);
      expect(((await sixth.json()) as { code: string }).code).toBe("rate_limited");

      // Another sign-in of the same customer has its own five.
      const elsewhere = await login(t, ada.email, ada.password);
      const other = await openStream(baseUrl, await ticketQuery(elsewhere.token));
      expect(other.status).toBe(200);
      other.close();

      // A stream closed gives its place back.
      streams.pop()!.close();
      let again = await openStream(baseUrl, await ticketQuery(ada.token));
      while (again.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await openStream(baseUrl, await ticketQuery(ada.token));
      }
      expect(again.status).toBe(200);
      streams.push(again);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("let only five of ten streams opened together through", async () => {
    const ada = await signedInCustomer(t);
    const tickets = await Promise.all(Array.from({ length: 10 }, () => ticketQuery(ada.token)));
    const streams = await Promise.all(tickets.map((query) => openStream(baseUrl, query)));
    try {
      expect(streams.filter((stream) => stream.status === 200)).toHaveLength(5);
      expect(streams.filter((stream) => stream.status === 429)).toHaveLength(5);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe("an event stream", () => {
  it("sends its user's new notifications with their seq as id, and no one else's", async () => {
    const ada = await signedInCustomer(t);
    const bob = await signedInCustomer(t);
    const adaStream = await openStream(baseUrl, await ticketQuery(ada.token));
    const bobStream = await openStream(baseUrl, await ticketQuery(bob.token));
    await adaStream.until((frame) => frame.comment === "connected");
    await bobStream.until((frame) => frame.comment === "connected");

    const bobSeq = await notifyUser(t, bob.id);
    const adaSeq = await notifyUser(t, ada.id);
    const bobFrame = await bobStream.until((frame) => frame.event === "notification");
    const adaFrame = await adaStream.until((frame) => frame.event === "notification");
    expect(bobFrame.id).toBe(bobSeq);
    expect(adaFrame.id).toBe(adaSeq);
    const item = JSON.parse(adaFrame.data!);
    expect(item).toMatchObject({
      kind: "security.password-changed",
      link: "/security",
      readAt: null,
    });
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/notifications",
      headers: bearer(ada.token),
    });
    const { unread, ...asListed } = item;
    expect(asListed).toEqual(listed.json().items[0]);
    expect(unread).toBe(listed.json().unread);
    expect(typeof item.id).toBe("string");
    expect(adaStream.frames.filter((frame) => frame.event === "notification")).toHaveLength(1);
    adaStream.close();
    bobStream.close();
  });

  it("resumes after Last-Event-ID (header or lastEventId) with everything after it, in order", async () => {
    const ada = await signedInCustomer(t);
    const first = await notifyUser(t, ada.id);
    const second = await notifyUser(t, ada.id);
    const third = await notifyUser(t, ada.id);
    const sent = async (stream: Awaited<ReturnType<typeof openStream>>, count: number) => {
      for (let i = 0; i < count; i++) await stream.until((frame) => frame.event === "notification");
      return stream.frames.filter((frame) => frame.event === "notification").map((frame) => frame.id);
    };
    const byHeader = await openStream(baseUrl, await ticketQuery(ada.token), { "last-event-id": first });
    expect(await sent(byHeader, 2)).toEqual([second, third]);
    const byQuery = await openStream(baseUrl, `${await ticketQuery(ada.token)}&lastEventId=${second}`);
    expect(await sent(byQuery, 1)).toEqual([third]);
    const fourth = await notifyUser(t, ada.id);
    expect(await sent(byQuery, 1)).toEqual([third, fourth]);
    expect(await sent(byHeader, 1)).toEqual([second, third, fourth]);
    byHeader.close();
    byQuery.close();
  });

  it("refuses a Last-Event-ID that is no event id", async () => {
    const ada = await signedInCustomer(t);
    const response = await fetch(`${baseUrl}/api/events?${await ticketQuery(ada.token)}&lastEventId=abc`);
    expect(response.status).toBe(400);
  });

  it("starts from now without Last-Event-ID", async () => {
    const ada = await signedInCustomer(t);
    await notifyUser(t, ada.id);
    const stream = await openStream(baseUrl, await ticketQuery(ada.token));
    await stream.until((frame) => frame.comment === "connected");
    const next = await notifyUser(t, ada.id);
    const frame = await stream.until((frame) => frame.event === "notification");
    expect(frame.id).toBe(next);
    stream.close();
  });
});
