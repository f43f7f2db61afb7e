import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { type Frame, openStream, serve, ticketFor } from "./support/event-streams";
import { HandClock } from "./support/hand-clock";
import { queuedMails } from "./support/jobs";
import { type Customer, operator, quickCustomer, type Staff } from "./support/money";

const clock = new HandClock();
let t: TestApp;
let baseUrl: string;
let alex: Staff;

beforeAll(async () => {
  t = await build({ EVENTS_CHANNEL: `support_${process.pid}_${Date.now()}` }, undefined, clock);
  baseUrl = await serve(t);
  alex = await operator(t);
  await t.ctx.db.updateTable("users").set({ first_name: "Alex" }).where("id", "=", alex.id).execute();
});
afterAll(() => t.close());

const subject = "You have a new message from Larkspur support";

async function start(who: Customer, message: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/support/conversations",
    headers: bearer(who.token),
    payload: { message },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function answer(id: string, message: string) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/admin/support/${id}/messages`,
    headers: bearer(alex.token),
    payload: { message },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const streamOf = async (token: string) => {
  const stream = await openStream(baseUrl, `ticket=${(await ticketFor(t, token)).ticket}`);
  await stream.until((frame) => frame.comment === "connected");
  return stream;
};

/** The events a stream has sent since it had sent `from` frames. */
const eventsOf = (stream: { frames: Frame[] }, from: number) =>
  stream.frames.slice(from).flatMap((frame) => frame.event ?? []);

it("e-mails an answer, without its text, only to a customer who is not connected", async () => {
  const ada = await quickCustomer(t);
  const id = await start(ada, "Is my transfer late?");
  await answer(id, "It arrives tomorrow, <b>promise</b>.");
  const [mail] = await queuedMails(t, ada.email, subject);
  expect(mail!.text).toContain("Alex from our support team answered your message.");
  expect(mail!.text).toContain(`http://larkspur.test/support/${id}`);
  for (const part of [mail!.text, mail!.html]) {
    expect(part).not.toContain("tomorrow");
    expect(part).not.toContain("promise");
  }

  const stream = await streamOf(ada.token);
  await answer(id, "Anything else?");
  expect(await queuedMails(t, ada.email, subject)).toHaveLength(1);
  stream.close();
  // Once the stream's response has ended it no longer counts: the next answer is e-mailed again.
  const open = () =>
    t.ctx.db.selectFrom("event_streams").select("id").where("user_id", "=", ada.id).execute();
  await expect.poll(async () => (await open()).length).toBe(0);
  await answer(id, "Bye for now");
  expect(await queuedMails(t, ada.email, subject)).toHaveLength(2);
});

it("counts a stream its process stopped renewing for three heartbeats as gone", async () => {
  const bob = await quickCustomer(t);
  const id = await start(bob, "Hello");
  const leftBehind = (secondsAgo: number) =>
    t.ctx.db
      .insertInto("event_streams")
      .values({
        id: randomUUID(),
        user_id: bob.id,
        seen_at: new Date(clock.now().getTime() - secondsAgo * 1000),
      })
      .execute();
  await leftBehind(61);
  await answer(id, "Hello Bob");
  expect(await queuedMails(t, bob.email, subject)).toHaveLength(1);
  await leftBehind(59);
  await answer(id, "Still there?");
  expect(await queuedMails(t, bob.email, subject)).toHaveLength(1);
});

it("tells the customer's stream of an answer, and the staff's streams of the customer's messages", async () => {
  const ada = await quickCustomer(t);
  const eve = await quickCustomer(t);
  const adaStream = await streamOf(ada.token);
  const eveStream = await streamOf(eve.token);
  const staffStream = await streamOf(alex.token);

  const staffFrom = staffStream.frames.length;
  const id = await start(ada, "Are you there?");
  await expect.poll(() => eventsOf(staffStream, staffFrom)).toContain("support");
  await expect.poll(() => eventsOf(adaStream, 0)).toContain("support");

  const adaFrom = adaStream.frames.length;
  await answer(id, "We are, always.");
  await expect.poll(() => eventsOf(adaStream, adaFrom).sort()).toEqual(["notification", "support"]);
  const notification = adaStream.frames.slice(adaFrom).find((frame) => frame.event === "notification")!;
  expect(JSON.parse(notification.data!)).toMatchObject({ kind: "support.reply", link: `/support/${id}` });
  expect(adaStream.frames.find((frame) => frame.event === "support")!.data).toBe("{}");

  // Eve hears her own conversation, and nothing of Ada's; no stream carries what was written.
  await start(eve, "Marker");
  await expect.poll(() => eventsOf(eveStream, 0)).toEqual(["support"]);
  for (const stream of [adaStream, eveStream, staffStream]) {
    expect(JSON.stringify(stream.frames)).not.toMatch(/always|there\?|Marker/);
    stream.close();
  }
});
