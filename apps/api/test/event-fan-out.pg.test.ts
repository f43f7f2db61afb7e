import { randomBytes } from "node:crypto";
import { samplePayment } from "@larkspur/test-kit/sample-transfer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../src/lib/clock";
import { build, freshDatabase, type TestApp } from "./support/build";
import { signedInCustomer } from "./support/customers";
import { type OpenStream, openStream, serve, ticketFor } from "./support/event-streams";
import { fund, initiate, operator, paymentCode, verify } from "./support/money";

/** Two API processes on one PostgreSQL database, sharing only what a deployment shares (and Redis, when given). */
describe.each([
  ["PostgreSQL LISTEN/NOTIFY", {}],
  ["Redis pub/sub", { REDIS_URL: "redis://127.0.0.1:6379" }],
])("live events between API processes through %s", (_name, shared: Record<string, string>) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let baseUrlB: string;
  beforeAll(async () => {
    database = await freshDatabase();
    const unique = randomBytes(6).toString("hex");
    const env = { ...shared, EVENTS_CHANNEL: `events_${unique}`, RATE_LIMIT_NAMESPACE: `limits_${unique}_` };
    a = await build(env, undefined, systemClock, database);
    b = await build(env, undefined, systemClock, database);
    baseUrlB = await serve(b);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  /** Waits for `count` more notifications; answers all the stream has sent. */
  const notifications = async (stream: OpenStream, count: number) => {
    for (let i = 0; i < count; i++) await stream.until((frame) => frame.event === "notification");
    return stream.frames.filter((frame) => frame.event === "notification");
  };

  it("a deposit credited on process A reaches its customer's stream on process B, and only theirs", async () => {
    const staff = await operator(a);
    const ada = await signedInCustomer(a);
    const bob = await signedInCustomer(a);
    // Tickets are given by one process and used at another: nothing is kept in a process.
    const adaStream = await openStream(baseUrlB, `ticket=${(await ticketFor(a, ada.token)).ticket}`);
    const bobStream = await openStream(baseUrlB, `ticket=${(await ticketFor(a, bob.token)).ticket}`);
    await adaStream.until((frame) => frame.comment === "connected");
    await bobStream.until((frame) => frame.comment === "connected");

    await fund(a, staff, ada, 12);
    const [credited] = await notifications(adaStream, 1);
    expect(JSON.parse(credited!.data!)).toMatchObject({ kind: "deposit.credited" });
    expect(JSON.parse(credited!.data!).body).toContain("12.00");
    expect(bobStream.frames.filter((frame) => frame.event === "notification")).toEqual([]);
    adaStream.close();
    bobStream.close();
  });

  it("a payment verified on process A reaches the payee's stream on process B, and the payer's there too", async () => {
    const staff = await operator(a);
    const ada = await signedInCustomer(a);
    const grace = await signedInCustomer(a);
    await fund(a, staff, grace, 50);
    const adaStream = await openStream(baseUrlB, `ticket=${(await ticketFor(a, ada.token)).ticket}`);
    const graceStream = await openStream(baseUrlB, `ticket=${(await ticketFor(b, grace.token)).ticket}`);
    await adaStream.until((frame) => frame.comment === "connected");
    await graceStream.until((frame) => frame.comment === "connected");

    const started = await initiate(
      a,
      grace,
      samplePayment({ accountNumber: ada.accountNumber }, { amount: 17.25 }),
    );
    expect(started.statusCode).toBe(200);
    const { transactionId } = started.json();
    const otp = Number(await paymentCode(a, grace.email, transactionId));
    expect((await verify(a, grace, { otp, transactionId })).statusCode).toBe(200);

    const [received] = await notifications(adaStream, 1);
    expect(JSON.parse(received!.data!)).toMatchObject({ kind: "payment.received" });
    expect(JSON.parse(received!.data!).body).toContain("17.25");
    const [sent] = await notifications(graceStream, 1);
    expect(JSON.parse(sent!.data!)).toMatchObject({ kind: "payment.sent" });
    adaStream.close();
    graceStream.close();
  });

  it("a stream reopened on process B with Last-Event-ID gets everything caused on process A meanwhile", async () => {
    const staff = await operator(a);
    const ada = await signedInCustomer(a);
    const first = await openStream(baseUrlB, `ticket=${(await ticketFor(a, ada.token)).ticket}`);
    await first.until((frame) => frame.comment === "connected");
    await fund(a, staff, ada, 1);
    const [seen] = await notifications(first, 1);
    first.close();

    await fund(a, staff, ada, 2);
    await fund(a, staff, ada, 3);
    const again = await openStream(baseUrlB, `ticket=${(await ticketFor(a, ada.token)).ticket}`, {
      "last-event-id": seen!.id!,
    });
    await notifications(again, 2);
    await fund(a, staff, ada, 4);
    const bodies = (await notifications(again, 1)).map((frame) => JSON.parse(frame.data!).body as string);
    expect(bodies).toEqual([
      expect.stringContaining("2.00"),
      expect.stringContaining("3.00"),
      expect.stringContaining("4.00"),
    ]);
    again.close();
  });
});
