import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip } from "../src/plugins/compression";
import { build, type TestApp } from "./support/build";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe("compressed answers", () => {
  it("gzips a JSON answer of a kilobyte or more for a client that takes gzip, and only for it", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzipped = await t.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "br, gzip, deflate" },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toContain("accept-encoding");
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);

    const refused = await t.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip;q=0, identity" },
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("sends a small answer as it is", async () => {
    const health = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "gzip" },
    });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers["content-encoding"]).toBeUndefined();
  });
});

describe("Accept-Encoding", () => {
  it("takes gzip when it is named or any coding is, unless its quality is zero", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
