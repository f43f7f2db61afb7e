import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "./config";
import type { Database } from "./db/types";
import type { JobQueue } from "./jobs/job-queue";
import type { Mailer } from "./modules/mail/mail.service";

/** What services need from the outside world, built once at start and handed down. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  jobs: JobQueue;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
