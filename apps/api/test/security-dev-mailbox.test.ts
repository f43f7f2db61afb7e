import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config";
import { build, type TestApp } from "./support/build";
import { register, waitForMail } from "./support/customers";
import { runEntryPoint } from "./support/entry-points";

describe("where the dev mailbox may exist", () => {
  it("listens on 127.0.0.1 unless HOST says otherwise", () => {
    expect(parseConfig({}).HOST).toBe("127.0.0.1");
  });

  it("serves the mailbox on loopback hosts without SMTP_URL", () => {
    for (const HOST of ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost", "::ffff:127.0.0.1"]) {
      expect(parseConfig({ HOST }).devMailbox, HOST).toBe(true);
    }
  });

  it("refuses a reachable host without SMTP_URL or DEV_MAILBOX=true", () => {
    for (const HOST of ["0.0.0.0", "::", "192.168.1.20", "larkspur.example"]) {
      expect(() => parseConfig({ HOST }), HOST).toThrow(ConfigError);
      expect(() => parseConfig({ HOST, DEV_MAILBOX: "false" }), HOST).toThrow(/SMTP_URL.*DEV_MAILBOX/);
    }
  });

  it("starts without a mailbox when SMTP_URL is set, whatever the host", () => {
    const config = parseConfig({ HOST: "0.0.0.0", SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(config.devMailbox).toBe(false);
    expect(
      parseConfig({ HOST: "0.0.0.0", SMTP_URL: "smtp://127.0.0.1:2525", DEV_MAILBOX: "true" }).devMailbox,
    ).toBe(false);
  });

  it("the server exits with 1 and one line naming SMTP_URL and DEV_MAILBOX", async () => {
    const started = await runEntryPoint("server", { env: { HOST: "0.0.0.0" }, timeoutMs: 30_000 });
    expect(started.code).toBe(1);
    const lines = started.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("SMTP_URL");
    expect(lines[0]).toContain("DEV_MAILBOX");
    expect(started.stdout).toBe("");
  });
});

describe("DEV_MAILBOX=true on a reachable host", () => {
  const logLines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await build(
      { HOST: "0.0.0.0", DEV_MAILBOX: "true", LOG_LEVEL: "warn" },
      { write: (line) => void logLines.push(line) },
    );
  });
  afterAll(() => t.close());

  it("starts, serves the mailbox and warns in the log", async () => {
    const warnings = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings.some((entry) => /DEV_MAILBOX=true/.test(entry.msg) && /0\.0\.0\.0/.test(entry.msg))).toBe(
      true,
    );
    const response = await t.app.inject({ method: "GET", url: "/api/dev/mailbox?to=someone@example.com" });
    expect(response.statusCode).toBe(200);
  });
});

describe("reading the mailbox", () => {
  let t: TestApp;
  let first: { email: string };
  let second: { email: string };
  beforeAll(async () => {
    t = await build({ MAILBOX_RATE_LIMIT_PER_MINUTE: "4" });
    first = await register(t);
    second = await register(t);
    await waitForMail(t, first.email);
    await waitForMail(t, second.email);
  });
  afterAll(() => t.close());

  const read = (url: string, remoteAddress: string) => t.app.inject({ method: "GET", url, remoteAddress });

  it("GET /api/dev/mailbox without `to` answers 400 and lists nothing", async () => {
    for (const url of ["/api/dev/mailbox", "/api/dev/mailbox?to=", "/api/dev/mailbox?to=not-an-address"]) {
      const response = await read(url, "198.51.100.1");
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe("validation_error");
      expect(response.body).not.toContain(first.email);
    }
  });

  it("GET /api/dev/mailbox?to= lists only that address's mail", async () => {
    const response = await read(
      `/api/dev/mailbox?to=${encodeURIComponent(first.email.toUpperCase())}`,
      "198.51.100.2",
    );
    expect(response.statusCode).toBe(200);
    const messages = response.json() as { to: string; subject: string }[];
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.to === first.email)).toBe(true);
  });

  it("/dev/mailbox asks for an address first, in a labelled form, and shows no mail", async () => {
    const response = await read("/dev/mailbox", "198.51.100.3");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<label for="to">Email address<\/label>/);
    expect(response.body).toMatch(/<input id="to" name="to" type="email"/);
    expect(response.body).toMatch(/<button type="submit">/);
    expect(response.body).not.toContain("verification code");
    expect(response.body).not.toContain(first.email);
  });

  it("/dev/mailbox?to= shows that address's mail and no one else's", async () => {
    const response = await read(`/dev/mailbox?to=${encodeURIComponent(first.email)}`, "198.51.100.4");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Mail to ${first.email}`);
    expect(response.body).toContain("Your Larkspur verification code");
    expect(response.body).not.toContain(second.email);

    const wrong = await read("/dev/mailbox?to=nonsense", "198.51.100.4");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('aria-invalid="true"');
  });

  it("both addresses share a per-IP counter of their own, which sign-ins do not spend", async () => {
    const ip = "198.51.100.5";
    const to = encodeURIComponent(first.email);
    for (const url of [
      `/api/dev/mailbox?to=${to}`,
      `/dev/mailbox?to=${to}`,
      "/dev/mailbox",
      "/api/dev/mailbox",
    ]) {
      expect((await read(url, ip)).statusCode).not.toBe(429);
    }
    const limited = await read(`/api/dev/mailbox?to=${to}`, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await read(`/dev/mailbox?to=${to}`, ip)).statusCode).toBe(429);
    expect((await read(`/api/dev/mailbox?to=${to}`, "198.51.100.6")).statusCode).toBe(200);

    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: first.email, password: "not the password" },
      remoteAddress: ip,
    });
    expect(signIn.statusCode).toBe(401);
  });
});
