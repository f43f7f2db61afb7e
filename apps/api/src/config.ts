import path from "node:path";
import { fileURLToPath } from "node:url";
import { dollarsToCents } from "@larkspur/shared/money";
import { z } from "zod";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optionalText,
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default(path.join(repoRoot, "data")),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("Larkspur <no-reply@larkspur.local>"),
  REDIS_URL: optionalText,
  RATE_LIMIT_NAMESPACE: z
    .string()
    .min(1)
    .default("larkspur-rate-limit-")
    .describe("Prefix of the rate-limit keys in Redis: API processes that share limits use the same one"),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().default(path.join(repoRoot, "apps/web/dist")),
  SESSION_TTL_HOURS: positiveInt(24 * 7),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(100),
  API_RATE_LIMIT_PER_MINUTE: positiveInt(600),
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_COOLDOWN_MINUTES: positiveInt(15),
  FOUR_EYES_THRESHOLD: z
    .string()
    .default("10000.00")
    .transform((dollars, ctx) => {
      const cents = dollarsToCents(dollars);
      if (cents === null || cents < 0n) {
        ctx.addIssue({ code: "custom", message: "FOUR_EYES_THRESHOLD must be dollars, e.g. 10000.00" });
        return z.NEVER;
      }
      return cents;
    })
    .describe("Transfers above this many dollars need two operators' approvals"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

export type Config = ReturnType<typeof parseConfig>;

/** Reads the environment once; everything else receives this frozen object. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.parse(env);
  return Object.freeze({
    ...parsed,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    repoRoot,
  });
}
