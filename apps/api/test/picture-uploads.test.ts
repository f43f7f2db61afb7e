import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireStaleUploads } from "../src/modules/uploads/upload-expiry";
import { build, type TestApp } from "./support/build";
import { bearer } from "./support/customers";
import { type Customer, quickCustomer } from "./support/money";
import {
  appendChunk,
  CHUNK,
  createUpload,
  finishedUpload,
  jpegWithExif,
  uploadFile,
  uploadOffset,
} from "./support/uploads";

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const incomingFiles = () => readdirSync(path.join(t.dataDir, "uploads", "incoming"));
const pictureFile = (url: string) => path.join(t.dataDir, "uploads", "pictures", path.basename(url));
const setPicture = (customer: Customer, picture: string, userId = customer.id) =>
  t.app.inject({
    method: "PUT",
    url: `/api/user/${userId}`,
    headers: bearer(customer.token),
    payload: { picture },
  });
const getPicture = (url: string) => t.app.inject({ method: "GET", url });

describe("resumable picture uploads", () => {
  it("takes a picture in 256 KiB chunks, paused and resumed from the offset HEAD reports", async () => {
    const customer = await quickCustomer(t);
    const jpeg = await jpegWithExif();
    expect(jpeg.length).toBeGreaterThan(3 * CHUNK);

    const created = await createUpload(t, customer.token, jpeg.length, { filename: "me.jpg" });
    expect(created.statusCode).toBe(201);
    expect(created.headers["tus-resumable"]).toBe("1.0.0");
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    expect(created.headers["upload-expires"]).toBeDefined();

    for (const offset of [0, CHUNK]) {
      const sent = await appendChunk(
        t,
        customer.token,
        location,
        offset,
        jpeg.subarray(offset, offset + CHUNK),
      );
      expect(sent.statusCode).toBe(204);
      expect(sent.headers["upload-offset"]).toBe(String(offset + CHUNK));
    }

    // The connection drops; the client asks where the upload stands and goes on from there.
    const head = await uploadOffset(t, customer.token, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers["upload-offset"]).toBe(String(2 * CHUNK));
    expect(head.headers["upload-length"]).toBe(String(jpeg.length));
    expect(head.headers["cache-control"]).toBe("no-store");

    const stale = await appendChunk(t, customer.token, location, 0, jpeg.subarray(0, CHUNK));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("conflict");

    let last = head;
    for (let offset = 2 * CHUNK; offset < jpeg.length; offset += CHUNK) {
      last = await appendChunk(t, customer.token, location, offset, jpeg.subarray(offset, offset + CHUNK));
      expect(last.statusCode).toBe(204);
    }
    expect(last.headers["upload-offset"]).toBe(String(jpeg.length));
    expect(incomingFiles().filter((name) => name.startsWith(path.basename(location)))).toEqual([]);

    const saved = await setPicture(customer, `http://larkspur.test${location}`);
    expect(saved.statusCode).toBe(200);
    const picture = saved.json().picture as string;
    expect(picture).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.webp$/);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(customer.token) });
    expect(me.json().picture).toBe(picture);
  });

  it("serves only the re-encoded 512 px WebP, without the original's EXIF", async () => {
    const customer = await quickCustomer(t);
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { location } = await uploadFile(t, customer.token, jpeg);
    const picture = (await setPicture(customer, location)).json().picture as string;

    const served = await getPicture(picture);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = served.rawPayload;
    expect(body.subarray(0, 4).toString()).toBe("RIFF");
    expect(body.subarray(8, 12).toString()).toBe("WEBP");
    expect(body.includes(Buffer.from("Larkspur secret"))).toBe(false);
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();

    // The upload URL names a raw upload, which is never served.
    expect((await getPicture(location)).statusCode).toBe(404);
    expect((await uploadOffset(t, customer.token, location)).statusCode).toBe(404);
  });

  it("refuses a text file renamed .png, and keeps nothing of it", async () => {
    const customer = await quickCustomer(t);
    const text = Buffer.from("This is not a picture, whatever its name says.\n".repeat(20));
    const { location, last } = await uploadFile(t, customer.token, text, "holiday.png");
    expect(last.statusCode).toBe(415);
    expect(last.json()).toEqual({
      message: "Choose a JPEG, PNG, WebP, GIF, AVIF or HEIC picture.",
      code: "unsupported_media_type",
    });
    expect(incomingFiles()).not.toContain(path.basename(location));
    const saved = await setPicture(customer, location);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().code).toBe("validation_error");
  });

  it("refuses a file over 5 MB before any byte is stored", async () => {
    const customer = await quickCustomer(t);
    const created = await createUpload(t, customer.token, 5 * 1024 * 1024 + 1, { filename: "huge.jpg" });
    expect(created.statusCode).toBe(413);
    expect(created.json()).toEqual({
      message: "A picture can be at most 5 MB; choose a smaller one.",
      code: "payload_too_large",
    });
  });

  it("refuses a picture over 40 megapixels", async () => {
    const customer = await quickCustomer(t);
    const png = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    const { last } = await uploadFile(t, customer.token, png, "wide.png");
    expect(last.statusCode).toBe(413);
    expect(last.json().code).toBe("payload_too_large");
  });

  it("needs the sign-in token, and keeps each upload to its owner", async () => {
    const owner = await quickCustomer(t);
    const other = await quickCustomer(t);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { "tus-resumable": "1.0.0", "upload-length": "10" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("unauthenticated");

    const created = await createUpload(t, owner.token, 2 * CHUNK);
    const location = String(created.headers.location);
    expect((await uploadOffset(t, other.token, location)).statusCode).toBe(404);
    const intruding = await appendChunk(t, other.token, location, 0, Buffer.alloc(CHUNK));
    expect(intruding.statusCode).toBe(404);
    expect(intruding.json().code).toBe("not_found");
    expect((await uploadOffset(t, owner.token, location)).headers["upload-offset"]).toBe("0");
  });

  it("answers protocol mistakes with 4xx and { message, code }", async () => {
    const customer = await quickCustomer(t);
    const noVersion = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { ...bearer(customer.token), "upload-length": "10" },
    });
    expect(noVersion.statusCode).toBe(412);
    expect(noVersion.json().code).toBe("validation_error");
    const deferred = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { ...bearer(customer.token), "tus-resumable": "1.0.0", "upload-defer-length": "1" },
    });
    expect(deferred.statusCode).toBe(400);
    expect(deferred.json().message).toBe("Send Upload-Length: the size must be known.");
    const options = await t.app.inject({ method: "OPTIONS", url: "/api/uploads" });
    expect(options.statusCode).toBe(204);
    expect(options.headers["tus-version"]).toContain("1.0.0");
    expect(options.headers["tus-max-size"]).toBe(String(5 * 1024 * 1024));
    expect(options.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("never answers 5xx to hostile tus headers or picture names", async () => {
    const customer = await quickCustomer(t);
    const location = String((await createUpload(t, customer.token, 100)).headers.location);
    const tusHeaders = { ...bearer(customer.token), "tus-resumable": "1.0.0" };
    const answers = [];
    for (const value of ["-1", "abc", "1e308", "99999999999999999999", " 5", "0x10", "1.5", "%00"]) {
      answers.push(
        await t.app.inject({
          method: "POST",
          url: "/api/uploads",
          headers: { ...tusHeaders, "upload-length": value },
        }),
        await t.app.inject({
          method: "PATCH",
          url: location,
          headers: {
            ...tusHeaders,
            "content-type": "application/offset+octet-stream",
            "upload-offset": value,
          },
          payload: "x",
        }),
        await t.app.inject({
          method: "POST",
          url: "/api/uploads",
          headers: { ...tusHeaders, "upload-length": "10", "upload-metadata": value },
        }),
      );
    }
    for (const name of [
      "..%2F..%2Fetc%2Fpasswd",
      "%00.webp",
      "x".repeat(150),
      "ABCDEF.webp",
      path.basename(location),
    ]) {
      answers.push(await getPicture(`/api/uploads/${name}`));
      answers.push(await uploadOffset(t, customer.token, `/api/uploads/${name}`));
    }
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      if (answer.statusCode >= 400 && answer.body) expect(answer.json()).toHaveProperty("code");
    }
  });

  it("refuses another user's upload URL in PUT /api/user, and anything that is not a finished upload", async () => {
    const alice = await quickCustomer(t);
    const bob = await quickCustomer(t);
    const bobs = await finishedUpload(t, bob.token);
    const bobsPicture = (await setPicture(bob, bobs)).json().picture as string;
    const unfinished = String((await createUpload(t, alice.token, 100)).headers.location);

    for (const picture of [
      bobs,
      bobsPicture,
      unfinished,
      "https://evil.example/api/uploads/0123456789abcdef0123456789abcdef",
      "/api/uploads/0123456789abcdef0123456789abcdef",
      "https://example.com/cat.jpg",
      "javascript:alert(1)",
      "",
    ]) {
      const response = await setPicture(alice, picture);
      expect(response.statusCode, picture).toBe(400);
      expect(response.json().code).toBe("validation_error");
    }
    const mixed = await t.app.inject({
      method: "PUT",
      url: `/api/user/${alice.id}`,
      headers: bearer(alice.token),
      payload: { picture: await finishedUpload(t, alice.token), firstName: "Alice" },
    });
    expect(mixed.statusCode).toBe(400);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(alice.token) });
    expect(me.json().picture).toBeNull();
  });

  it("deletes the old picture when a new one replaces it", async () => {
    const customer = await quickCustomer(t);
    const first = (await setPicture(customer, await finishedUpload(t, customer.token))).json().picture;
    expect(existsSync(pictureFile(first))).toBe(true);
    const again = await setPicture(customer, first);
    expect(again.statusCode).toBe(200);
    expect(again.json().picture).toBe(first);

    const second = (await setPicture(customer, await finishedUpload(t, customer.token))).json().picture;
    expect(second).not.toBe(first);
    expect((await getPicture(first)).statusCode).toBe(404);
    expect(existsSync(pictureFile(first))).toBe(false);
    expect((await getPicture(second)).statusCode).toBe(200);
    expect((await setPicture(customer, first)).statusCode).toBe(400);
  });

  it("removes uploads left unfinished for 24 hours, and pictures never used", async () => {
    const customer = await quickCustomer(t);
    const created = await createUpload(t, customer.token, 2 * CHUNK);
    const location = String(created.headers.location);
    await appendChunk(t, customer.token, location, 0, Buffer.alloc(CHUNK));
    const unused = await finishedUpload(t, customer.token);
    const fresh = String((await createUpload(t, customer.token, 2 * CHUNK)).headers.location);
    const ids = [location, unused].map((url) => path.basename(url));
    await sql`update uploads set created_at = created_at - interval '25 hours',
      completed_at = completed_at - interval '25 hours' where id in (${sql.join(ids)})`.execute(t.ctx.db);

    expect(await expireStaleUploads(t.ctx)).toBe(2);
    expect(incomingFiles().filter((name) => name.startsWith(ids[0]!))).toEqual([]);
    expect((await uploadOffset(t, customer.token, location)).statusCode).toBe(404);
    expect((await setPicture(customer, unused)).statusCode).toBe(400);
    expect((await uploadOffset(t, customer.token, fresh)).statusCode).toBe(200);
    const statuses = await t.ctx.db
      .selectFrom("uploads")
      .select(["id", "status"])
      .where("id", "in", ids)
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [ids[0]!]: "expired",
      [ids[1]!]: "discarded",
    });
  });
});
