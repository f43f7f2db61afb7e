import { createServer } from "node:net";
import { codeIn } from "@larkspur/test-kit/mail";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { MAIL_BATCH } from "../src/modules/mail/mail.service";
import { build, type TestApp } from "./support/build";
import { registration } from "./support/customers";
import { settleJobs, untilMailRetried } from "./support/jobs";

interface Received {
  to: string[];
  raw: string;
}

function smtpSink(received: Received[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("mail over SMTP", () => {
  let t: TestApp | undefined;
  let server: SMTPServer | undefined;
  afterEach(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  const register = (app: TestApp, email: string) =>
    app.app.inject({ method: "POST", url: "/api/auth/register", payload: registration({ email }) });

  it("delivers the sign-up code to the SMTP server, and keeps no dev mailbox", async () => {
    const received: Received[] = [];
    const port = await freePort();
    server = smtpSink(received);
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    t = await build({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Larkspur <hello@larkspur.test>" });

    expect((await register(t, "smtp.customer@example.com")).statusCode).toBe(201);
    await until(() => received.length === 1, 10_000);
    expect(received[0]!.to).toEqual(["smtp.customer@example.com"]);
    expect(received[0]!.raw).toContain("Subject: Your Larkspur verification code");
    expect(codeIn(received[0]!.raw)).toMatch(/^\d{6}$/);
    expect((await t.app.inject({ method: "GET", url: "/api/dev/mailbox" })).statusCode).toBe(404);
  });

  it("still delivers the code once the SMTP server comes up after being down", async () => {
    const received: Received[] = [];
    const port = await freePort();
    t = await build({ SMTP_URL: `smtp://127.0.0.1:${port}` });

    expect((await register(t, "patient.customer@example.com")).statusCode).toBe(201);
    // A delivery failed while nothing listened, and the message waits for its next try.
    await untilMailRetried(t);
    server = smtpSink(received);
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    await until(() => received.length === 1, 20_000);
    expect(received[0]!.to).toEqual(["patient.customer@example.com"]);
  });
});

describe("the mail worker", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it("delivers a burst larger than its batch at once, not a batch per poll", async () => {
    // An hour between polls: only the commit's own nudge, and the worker's own after each full batch, deliver these.
    t = await build({ MAIL_POLL_SECONDS: "3600" });
    const burst = Array.from({ length: 2 * MAIL_BATCH + 5 }, (_, n) => ({
      to: "burst.customer@example.com",
      language: "en-US" as const,
      subject: `Burst ${n}`,
      greeting: "Hi Ada,",
      paragraphs: [`Message ${n}`],
    }));
    const app = t;
    await app.ctx.db.transaction().execute((trx) => app.ctx.mailer.enqueueAll(trx, burst));
    app.ctx.mailer.deliverSoon();
    await settleJobs(app);
    const { count } = await app.ctx.db
      .selectFrom("dev_mailbox")
      .where("to_address", "=", "burst.customer@example.com")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(burst.length);
  });
});
