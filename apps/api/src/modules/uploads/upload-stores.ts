import { mkdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { DataStore } from "@tus/server";
import type { Config } from "../../config";
import { onFirstUse } from "../../lib/on-first-use";

/** An unfinished upload may be resumed for this long after it was created; then the sweep removes it. */
export const UNFINISHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** A tus store that can also hand back what it holds (both the file and the S3 store can). */
export type ReadableStore = DataStore & { read(id: string): Readable | Promise<Readable> };

export interface UploadStores {
  /** Raw uploads while they arrive; each is removed once processed, refused or expired. */
  incoming: ReadableStore;
  /** Re-encoded pictures: the only files ever served. */
  pictures: ReadableStore;
}

async function s3Store(
  config: Config,
  bucket: string,
  expirationPeriodInMilliseconds?: number,
): Promise<ReadableStore> {
  // Loaded only when S3 is configured: the AWS SDK costs every other process memory for nothing.
  const { S3Store } = await import("@tus/s3-store");
  return new S3Store({
    expirationPeriodInMilliseconds,
    s3ClientConfig: { bucket, ...s3ClientConfig(config) },
  });
}

/** How to reach the S3_* bucket, for the stores and the readiness check alike. */
export function s3ClientConfig(config: Config) {
  const credentials =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    region: config.S3_REGION ?? "us-east-1",
    endpoint: config.S3_ENDPOINT,
    // S3-compatible servers (MinIO and the like) name the bucket in the path, not in the host.
    forcePathStyle: config.S3_ENDPOINT !== undefined,
    credentials,
  };
}

async function fileStore(directory: string, expirationPeriodInMilliseconds?: number): Promise<ReadableStore> {
  const { FileStore } = await import("@tus/file-store");
  // FileStore creates its folder without waiting for it; the first upload must not race that.
  mkdirSync(directory, { recursive: true });
  return new FileStore({ directory, expirationPeriodInMilliseconds });
}

/**
 * Files in S3 when S3_BUCKET is set (raw uploads and pictures share the bucket; picture names end in `.webp`, upload
 * ids never do), else on disk under DATA_DIR/uploads.
 */
async function createUploadStores(config: Config): Promise<UploadStores> {
  if (config.S3_BUCKET) {
    return {
      incoming: await s3Store(config, config.S3_BUCKET, UNFINISHED_UPLOAD_TTL_MS),
      pictures: await s3Store(config, config.S3_BUCKET),
    };
  }
  const root = path.join(config.DATA_DIR, "uploads");
  return {
    incoming: await fileStore(path.join(root, "incoming"), UNFINISHED_UPLOAD_TTL_MS),
    pictures: await fileStore(path.join(root, "pictures")),
  };
}

/**
 * The stores, made by the first request or sweep that reads, writes or removes a file: tus and its stores take about
 * 3 MB of heap, which a process that handles no picture never spends.
 */
export function uploadStoresOnFirstUse(config: Config): () => Promise<UploadStores> {
  return onFirstUse(() => createUploadStores(config));
}

/** @tus/server, imported by the first upload or stored picture for the same reason as the stores. */
export const tusServerModule = onFirstUse(() => import("@tus/server"));

/** Stores a whole file under `id` through the tus store interface, so disk and S3 work alike. */
export async function storeFile(store: ReadableStore, id: string, content: Buffer): Promise<void> {
  const { Upload } = await tusServerModule();
  await store.create(new Upload({ id, size: content.length, offset: 0 }));
  await store.write(Readable.from([content]), id, 0);
}

/** The whole of a stored file; uploads are at most 5 MB, pictures far smaller. */
export async function readFile(store: ReadableStore, id: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(id)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
