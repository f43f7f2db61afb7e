import { sampleTransfer } from "@larkspur/test-kit/sample-transfer";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { HandClock } from "./support/hand-clock";
import { type Customer, fund, operator, quickCustomer, type Staff, sendMoney } from "./support/money";

const clock = new HandClock();
let t: TestApp;
let alex: Staff;
let sam: Staff;

/** The user's sessions outlive the hours this file moves its clock through. */
async function lasting(userId: string): Promise<void> {
  await t.ctx.db
    .updateTable("sessions")
    .set({ expires_at: new Date(Date.now() + 86_400_000) })
    .where("user_id", "=", userId)
    .execute();
}

async function customer(): Promise<Customer> {
  const person = await quickCustomer(t);
  await lasting(person.id);
  return person;
}

async function staffNamed(firstName: string): Promise<Staff> {
  const member = await operator(t);
  await t.ctx.db.updateTable("users").set({ first_name: firstName }).where("id", "=", member.id).execute();
  await lasting(member.id);
  return { ...member, first_name: firstName };
}

beforeAll(async () => {
  // Sessions stay live however far the clock moves: the hourly limit is proven by moving it past the hour.
  t = await build({ SESSION_IDLE_MINUTES: "600", STAFF_SESSION_IDLE_MINUTES: "600" }, undefined, clock);
  alex = await staffNamed("Alex");
  sam = await staffNamed("Sam");
});
afterAll(() => t.close());

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

async function start(who: Customer, payload: object = { message: "Where is my card?" }) {
  const response = await call(who.token, "POST", "/api/support/conversations", payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const write = (who: Customer, id: string, message: string) =>
  call(who.token, "POST", `/api/support/conversations/${id}/messages`, { message });
const answer = (staff: Staff, id: string, message: string) =>
  call(staff.token, "POST", `/api/admin/support/${id}/messages`, { message });
const openInbox = async (staff: Staff = alex) =>
  (await call(staff.token, "GET", "/api/admin/support?status=open")).json().conversations as { id: string }[];

describe("a customer's conversations", () => {
  it("start with a first message kept exactly as written, and are listed with the latest activity first", async () => {
    const ada = await customer();
    const text = `  <b>Hi</b> <script>alert("x")</script> see https://evil.example/?a=1&b=2 \n thanks  `;
    const first = await start(ada, { message: text });
    expect(first).toMatchObject({ status: "open", transactionId: null, transaction: null, unread: 0 });
    expect(first.messages).toEqual([
      expect.objectContaining({ from: "customer", author: "Quinn", text: text.trim(), seen: false }),
    ]);
    clock.advanceMs(1000);
    const second = await start(ada, { message: "Another question" });

    const list = await call(ada.token, "GET", "/api/support/conversations");
    expect(list.headers["content-type"]).toMatch(/^application\/json/);
    expect(list.json().conversations.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    const thread = await call(ada.token, "GET", `/api/support/conversations/${first.id}`);
    expect(thread.json().messages[0].text).toBe(text.trim());
  });

  it("take text only, 1 to 2,000 characters, an emoji counting as one", async () => {
    const ada = await customer();
    const refused = async (message: unknown, expected: string) => {
      const response = await call(ada.token, "POST", "/api/support/conversations", { message });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "validation_error", message: expected });
    };
    await refused("   ", "Message is required");
    await refused("x".repeat(2001), "Message must be at most 2000 characters");
    await refused({ html: "<b>" }, "Message is required");
    const longest = `${"x".repeat(1999)}🙂`;
    expect((await start(ada, { message: longest })).messages[0].text).toBe(longest);
    expect((await call(ada.token, "GET", "/api/support/conversations")).json().conversations).toHaveLength(1);
  });

  it("are the customer's alone: another customer's answers 403, an unknown one 404, staff use the back office", async () => {
    const ada = await customer();
    const eve = await customer();
    const { id } = await start(ada);
    const read = await call(eve.token, "GET", `/api/support/conversations/${id}`);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({
      code: "forbidden",
      message: "This conversation belongs to another customer.",
    });
    expect((await write(eve, id, "Let me in")).statusCode).toBe(403);
    expect((await call(eve.token, "GET", "/api/support/conversations")).json().conversations).toEqual([]);
    for (const unknown of ["6f1c2b7e-0000-4000-8000-000000000000", "not-an-id"]) {
      const missing = await call(ada.token, "GET", `/api/support/conversations/${unknown}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("No such conversation.");
    }
    const asStaff = await call(alex.token, "GET", "/api/support/conversations");
    expect(asStaff.statusCode).toBe(403);
    expect((await call(ada.token, "GET", "/api/admin/support")).statusCode).toBe(403);
    const messages = await t.ctx.db
      .selectFrom("support_messages")
      .select("id")
      .where("conversation_id", "=", id)
      .execute();
    expect(messages).toHaveLength(1);
  });

  it("can be about one of the customer's own transactions, never another's", async () => {
    const ada = await customer();
    const eve = await customer();
    await fund(t, alex, ada, 100);
    const { transactionId } = await sendMoney(t, ada, sampleTransfer({ amount: 12.5 }));
    const about = await start(ada, { message: "Why is this pending?", transactionId });
    expect(about.transactionId).toBe(transactionId);
    expect(about.transaction).toMatchObject({ transactionId, amount: 12.5, status: "Pending" });
    const inbox = await call(alex.token, "GET", `/api/admin/support/${about.id}`);
    expect(inbox.json().transaction.transactionId).toBe(transactionId);

    for (const id of [transactionId, "1700000000000000000"]) {
      const response = await call(eve.token, "POST", "/api/support/conversations", {
        message: "Mine?",
        transactionId: id,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("No such transaction.");
    }
    expect((await call(eve.token, "GET", "/api/support/conversations")).json().conversations).toEqual([]);
  });

  it("take at most 30 messages an hour from a customer, across conversations; the next waits for the hour", async () => {
    const ada = await customer();
    const { id } = await start(ada);
    for (let i = 2; i <= 25; i += 1) expect((await write(ada, id, `Message ${i}`)).statusCode).toBe(201);
    // Ten at once, with room for five: counted one writer at a time, so exactly five pass.
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => write(ada, id, `Racing ${i}`)));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([
      ...Array(5).fill(201),
      ...Array(5).fill(429),
    ]);
    const refused = await write(ada, id, "One too many");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "rate_limited",
      message: "You can send at most 30 messages an hour. Try again in 60 minutes.",
    });
    expect(Number(refused.headers["retry-after"])).toBe(3600);
    expect((await call(ada.token, "POST", "/api/support/conversations", { message: "New" })).statusCode).toBe(
      429,
    );
    // Someone else is not held back by Ada's messages.
    await start(await customer());

    clock.advance(60);
    expect((await write(ada, id, "An hour later")).statusCode).toBe(201);
    const thread = (await call(ada.token, "GET", `/api/support/conversations/${id}`)).json();
    expect(thread.messages).toHaveLength(31);
    expect(thread.messages.at(-1).text).toBe("An hour later");
  });
});

describe("the back office's inbox", () => {
  it("lists open conversations with the longest waiting first, those answered after them", async () => {
    const ada = await customer();
    const bob = await customer();
    const cat = await customer();
    clock.advance(1);
    const adas = await start(ada, { message: "First" });
    clock.advance(1);
    const bobs = await start(bob, { message: "Second" });
    clock.advance(1);
    const cats = await start(cat, { message: "Third" });
    clock.advance(1);
    expect((await answer(alex, adas.id, "Hello Ada")).statusCode).toBe(201);
    clock.advance(1);
    // Bob writes again: he has waited since his first message, not his last.
    expect((await write(bob, bobs.id, "Still here")).statusCode).toBe(201);

    const ours = [adas.id, bobs.id, cats.id];
    const order = (await openInbox()).map((c) => c.id).filter((id) => ours.includes(id));
    expect(order).toEqual([bobs.id, cats.id, adas.id]);
    const listed = (await call(alex.token, "GET", "/api/admin/support")).json().conversations;
    const bobsItem = listed.find((c: { id: string }) => c.id === bobs.id);
    expect(bobsItem).toMatchObject({
      customer: { id: bob.id, firstName: "Quinn", accountNumber: bob.accountNumber },
      operator: null,
      lastMessage: { text: "Still here", from: "customer" },
    });
    expect(new Date(bobsItem.waitingSince).getTime()).toBe(new Date(bobs.createdAt).getTime());
    expect((await call(alex.token, "GET", "/api/admin/support?status=pending")).statusCode).toBe(400);
  });

  it("an operator takes a conversation, answers signed with their first name, and closes it; each step audited", async () => {
    const ada = await customer();
    const { id } = await start(ada, { message: "My card is lost" });
    const taken = await call(alex.token, "POST", `/api/admin/support/${id}/take`);
    expect(taken.json().operator).toEqual({ id: alex.id, firstName: "Alex" });
    const byOther = await answer(sam, id, "I can help");
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json().message).toBe("Alex is handling this conversation. Take it over first.");

    const answered = await answer(alex, id, "We have blocked it.");
    expect(answered.statusCode).toBe(201);
    expect(answered.json().messages.at(-1)).toMatchObject({ from: "staff", author: "Alex", seen: false });
    expect(answered.json().waitingSince).toBeNull();
    const thread = (await call(ada.token, "GET", `/api/support/conversations/${id}`)).json();
    expect(thread.messages.map((m: { text: string; author: string }) => [m.author, m.text])).toEqual([
      ["Quinn", "My card is lost"],
      ["Alex", "We have blocked it."],
    ]);

    expect((await call(sam.token, "POST", `/api/admin/support/${id}/take`)).json().operator.firstName).toBe(
      "Sam",
    );
    const closed = await call(sam.token, "POST", `/api/admin/support/${id}/close`);
    expect(closed.json()).toMatchObject({ status: "closed", closedAt: expect.any(String) });
    expect((await openInbox()).map((c) => c.id)).not.toContain(id);
    const closedList = (await call(alex.token, "GET", "/api/admin/support?status=closed")).json()
      .conversations;
    expect(closedList[0].id).toBe(id);

    const late = await write(ada, id, "Thanks!");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      "This conversation is closed. Start a new conversation to write to us again.",
    );
    expect((await answer(sam, id, "Anything else?")).statusCode).toBe(409);
    expect((await call(sam.token, "POST", `/api/admin/support/${id}/close`)).statusCode).toBe(409);

    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("subject_id", "=", ada.id)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "support.take", actor_id: alex.id },
      { action: "support.answer", actor_id: alex.id },
      { action: "support.take", actor_id: sam.id },
      { action: "support.close", actor_id: sam.id },
    ]);
  });

  it("shows each side when the other has seen their messages", async () => {
    const ada = await customer();
    const { id } = await start(ada, { message: "Hello?" });
    const seenOf = async (token: string, url: string) =>
      (await call(token, "GET", url)).json().messages.map((m: { seen: boolean }) => m.seen);
    expect((await call(ada.token, "GET", "/api/support/conversations")).json().conversations[0].unread).toBe(
      0,
    );
    // The customer reading their own thread does not mark their message seen by the team.
    expect(await seenOf(ada.token, `/api/support/conversations/${id}`)).toEqual([false]);
    expect(await seenOf(alex.token, `/api/admin/support/${id}`)).toEqual([true]);
    expect(await seenOf(ada.token, `/api/support/conversations/${id}`)).toEqual([true]);

    await answer(alex, id, "Yes, hello!");
    const list = (await call(ada.token, "GET", "/api/support/conversations")).json().conversations;
    expect(list[0]).toMatchObject({ id, unread: 1 });
    expect(await seenOf(alex.token, `/api/admin/support/${id}`)).toEqual([true, false]);
    expect(await seenOf(ada.token, `/api/support/conversations/${id}`)).toEqual([true, true]);
    expect(await seenOf(alex.token, `/api/admin/support/${id}`)).toEqual([true, true]);
    expect((await call(ada.token, "GET", "/api/support/conversations")).json().conversations[0].unread).toBe(
      0,
    );
  });

  it("tells the customer of an answer by notification, read once the conversation is", async () => {
    const ada = await customer();
    const { id } = await start(ada);
    await answer(alex, id, "Your card is on its way.");
    const bell = (await call(ada.token, "GET", "/api/notifications")).json();
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({
      kind: "support.reply",
      title: "You have a new message from Larkspur support",
      body: "Alex from our support team answered you. Open the conversation to read it.",
      link: `/support/${id}`,
    });
    expect(JSON.stringify(bell)).not.toContain("on its way");
    await call(ada.token, "GET", `/api/support/conversations/${id}`);
    expect((await call(ada.token, "GET", "/api/notifications")).json().unread).toBe(0);
  });

  it("keeps every message as written: the database refuses to change or delete one", async () => {
    const ada = await customer();
    const { id } = await start(ada, { message: "Keep me" });
    await expect(
      sql`update support_messages set body = 'Changed' where conversation_id = ${id}`.execute(t.ctx.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from support_messages where conversation_id = ${id}`.execute(t.ctx.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`truncate support_messages cascade`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    const thread = (await call(ada.token, "GET", `/api/support/conversations/${id}`)).json();
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual(["Keep me"]);
  });
});
