import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { TestApp } from "./build";
import { bearer } from "./customers";

export const CHUNK = 262_144;
const tus = { "tus-resumable": "1.0.0" };

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

/** Creates a tus upload of `size` bytes; answers the response (Location on success). */
export function createUpload(t: TestApp, token: string, size: number, fields: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/uploads",
    headers: {
      ...bearer(token),
      ...tus,
      "upload-length": String(size),
      ...(Object.keys(fields).length > 0 ? { "upload-metadata": metadata(fields) } : {}),
    },
  });
}

export function appendChunk(t: TestApp, token: string, location: string, offset: number, chunk: Buffer) {
  return t.app.inject({
    method: "PATCH",
    url: location,
    headers: {
      ...bearer(token),
      ...tus,
      "content-type": "application/offset+octet-stream",
      "upload-offset": String(offset),
    },
    payload: chunk,
  });
}

export function uploadOffset(t: TestApp, token: string, location: string) {
  return t.app.inject({ method: "HEAD", url: location, headers: { ...bearer(token), ...tus } });
}

/** Uploads a whole file in 256 KiB chunks; answers the upload URL and the last response. */
export async function uploadFile(t: TestApp, token: string, file: Buffer, name = "picture.jpg") {
  const created = await createUpload(t, token, file.length, { filename: name });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const location = String(created.headers.location);
  let last = created;
  for (let offset = 0; offset < file.length; offset += CHUNK) {
    last = await appendChunk(t, token, location, offset, file.subarray(offset, offset + CHUNK));
    if (last.statusCode !== 204) break;
  }
  return { location, last };
}

/** A noisy (so large, about 1 MB) JPEG carrying EXIF that must never be served. */
export function jpegWithExif(width = 1200, height = 900): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ exif: { IFD0: { Copyright: "Larkspur secret", ImageDescription: "Taken at home" } } })
    .toBuffer();
}

/** A finished, re-encoded upload of a small PNG; answers its upload URL. */
export async function finishedUpload(t: TestApp, token: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a6" } })
    .png()
    .toBuffer();
  const { location, last } = await uploadFile(t, token, png, "small.png");
  if (last.statusCode !== 204) throw new Error(`upload failed: ${last.statusCode} ${last.body}`);
  return location;
}
