import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../src/config";
import { build, type TestApp } from "./support/build";
import { runEntryPoint } from "./support/entry-points";

describe("TRUST_PROXY settings", () => {
  it("is off unless set", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });

  it("takes a hop count, or addresses and CIDR ranges separated by commas", () => {
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,2001:db8::/32,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "2001:db8::/32",
      "::1",
    ]);
  });

  it("refuses `true`, saying why", () => {
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(
      /^TRUST_PROXY: true would let any client choose its own IP address/,
    );
  });

  it("refuses what is neither a count nor an address or range", () => {
    for (const value of ["yes", "10.0.0.0/33", "10.0.0.1,", "300.1.1.1", "::1/129", "-1", "1.5"]) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(/^TRUST_PROXY: /);
    }
  });

  it("the server exits with 1 and the reason when TRUST_PROXY=true", async () => {
    const started = await runEntryPoint("server", { env: { TRUST_PROXY: "true" }, timeoutMs: 30_000 });
    expect(started.code).toBe(1);
    expect(started.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^TRUST_PROXY: true would let/),
    ]);
  });
});

/** Whose IP the API sees, told by the per-IP sign-in limit (2 a minute): the third request from one client is refused. */
async function clientsSeen(t: TestApp, peer: string, forwardedFor: string[]) {
  const statuses: number[] = [];
  for (const forwarded of forwardedFor) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/resend-code",
      payload: { email: "someone@example.com" },
      remoteAddress: peer,
      headers: { "x-forwarded-for": forwarded },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe.each([
  { setting: undefined, trusted: [], untrusted: ["10.1.2.3"] },
  { setting: "10.0.0.0/8", trusted: ["10.1.2.3"], untrusted: ["198.51.100.9"] },
  { setting: "1", trusted: ["198.51.100.9"], untrusted: [] },
])("TRUST_PROXY=$setting", ({ setting, trusted, untrusted }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ AUTH_RATE_LIMIT_PER_MINUTE: "2", ...(setting && { TRUST_PROXY: setting }) });
  });
  afterAll(() => t.close());

  const forwarded = ["203.0.113.50", "1.1.1.1, 203.0.113.50", "203.0.113.51", "203.0.113.50"];

  it.each(trusted)("takes the client from X-Forwarded-For on a request from %s", async (peer) => {
    // .50 twice, then .51 has a counter of its own, then .50 is over its limit.
    expect(await clientsSeen(t, peer, forwarded)).toEqual([200, 200, 200, 429]);
  });

  it.each(untrusted)("ignores X-Forwarded-For on a request from %s", async (peer) => {
    expect(await clientsSeen(t, peer, forwarded)).toEqual([200, 200, 429, 429]);
  });
});
