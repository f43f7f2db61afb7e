import type { AppContext } from "../../context";
import { s3ClientConfig } from "../uploads";
import { pingDatabase } from "./health.repo";

/** A load balancer waits about this long for the answer: a dependency slower than that counts as down. */
export const READINESS_TIMEOUT_MS = 2_000;

type State = "up" | "down";
export interface Readiness {
  database: State;
  jobQueue: State;
  redis?: State;
  s3?: State;
}

function withinTimeout(probe: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"down">((resolve) => {
    timer = setTimeout(() => resolve("down"), READINESS_TIMEOUT_MS);
  });
  const answered = probe().then(
    () => "up" as const,
    () => "down" as const,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/**
 * Checks what a request may need besides this process: the database, the job queue (its tables answer through
 * pg-boss) and, when configured, Redis and the S3 bucket. Its connections to Redis and S3 are its own, opened once.
 */
export function readinessProbes(ctx: AppContext) {
  const { config } = ctx;
  const redis = config.REDIS_URL
    ? import("ioredis").then(({ Redis }) => {
        const client = new Redis(config.REDIS_URL!, {
          connectTimeout: READINESS_TIMEOUT_MS,
          maxRetriesPerRequest: 0,
          enableOfflineQueue: false,
          lazyConnect: true,
        });
        // An unreachable Redis is what the probe reports, not an error for the process.
        client.on("error", () => {});
        return client;
      })
    : undefined;
  const s3 = config.S3_BUCKET
    ? import("@aws-sdk/client-s3").then(({ S3Client, HeadBucketCommand }) => {
        const client = new S3Client(s3ClientConfig(config));
        return () => client.send(new HeadBucketCommand({ Bucket: config.S3_BUCKET }));
      })
    : undefined;

  return {
    async check(): Promise<{ ready: boolean; checks: Readiness }> {
      const [database, jobQueue, redisState, s3State] = await Promise.all([
        withinTimeout(() => pingDatabase(ctx.db)),
        withinTimeout(async () => {
          if (!(await ctx.jobs.getQueue("mail"))) throw new Error("The mail queue is missing");
        }),
        redis &&
          withinTimeout(async () => {
            const client = await redis;
            if (client.status === "wait" || client.status === "end") await client.connect();
            await client.ping();
          }),
        s3 && withinTimeout(async () => (await s3)()),
      ]);
      const checks: Readiness = {
        database,
        jobQueue,
        ...(redisState && { redis: redisState }),
        ...(s3State && { s3: s3State }),
      };
      return { ready: Object.values(checks).every((state) => state === "up"), checks };
    },
    async close(): Promise<void> {
      (await redis)?.disconnect();
    },
  };
}
