import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "./config";
import type { Database } from "./db/types";
import type { JobQueue } from "./jobs/job-queue";
import type { Clock } from "./lib/clock";
import type { LiveEvents } from "./modules/events";
import type { Mailer } from "./modules/mail";
import type { Metrics } from "./modules/metrics";
import type { UploadStores } from "./modules/uploads";

/** The process's logger; services log through it without knowing it is the HTTP server's. */
export type Logger = FastifyBaseLogger;

/** What services need from the outside world, built once at start and handed down. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  jobs: JobQueue;
  mailer: Mailer;
  /** Tells the users' open event streams, on every API process, that they have new notifications. */
  events: LiveEvents;
  /** Where raw uploads and re-encoded pictures are kept (disk or S3), made by their first use. */
  files: () => Promise<UploadStores>;
  log: Logger;
  /** The time for rules that depend on it (sessions ending); tests move it forward instead of waiting. */
  clock: Clock;
  metrics: Metrics;
  /** Encrypts authenticator-app secrets at rest (AES-256-GCM). */
  mfaKey: Buffer;
  /** Encrypts card numbers and CVCs at rest (AES-256-GCM). */
  cardKey: Buffer;
  /** What the card network signs its events with; none: the channel does not exist. */
  cardNetworkSecret: string | undefined;
}
