import { BlockList, isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isAbaRoutingNumber, isBic, isIban, looksLikeIban } from "@larkspur/shared/bank-numbers";
import { limits } from "@larkspur/shared/limits";
import { dollarsToCents } from "@larkspur/shared/money";
import { z } from "zod";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Dollars (e.g. 10000.00) read as cents, more than zero. */
const dollars = (name: string, fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const cents = dollarsToCents(text);
      if (cents === null || cents <= 0n) {
        ctx.addIssue({ code: "custom", message: `${name} must be dollars more than 0, e.g. ${fallback}` });
        return z.NEVER;
      }
      return cents;
    });

const flag = z
  .enum(["true", "false"])
  .default("false")
  .transform((value) => value === "true");

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether a listen address reaches this machine only (an IPv4-mapped 127.x counts too). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  if (bare.toLowerCase() === "localhost") return true;
  const family = isIP(bare);
  return family !== 0 && loopback.check(bare, family === 4 ? "ipv4" : "ipv6");
}

// proxy-addr's names for the loopback, link-local and unique-local ranges are ranges too.
const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry) || isIP(entry) !== 0) return true;
  const [address = "", prefix = "", ...rest] = entry.split("/");
  const family = isIP(address);
  return (
    family !== 0 &&
    rest.length === 0 &&
    /^\d{1,3}$/.test(prefix) &&
    Number(prefix) <= (family === 4 ? 32 : 128)
  );
}

/**
 * Which hops may set X-Forwarded-For: none, a count of proxies in front of us, or their addresses and ranges.
 * `true` would believe any client about its own IP, which every per-IP limit relies on.
 */
const trustProxy = z
  .string()
  .trim()
  .default("false")
  .transform((value, ctx): false | number | string[] => {
    if (value === "" || value === "false") return false;
    if (value === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "true would let any client choose its own IP address; set the number of proxies in front of Larkspur (e.g. 1) or their addresses and CIDR ranges (e.g. 10.0.0.0/8,192.168.1.7)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `"${wrong}" is neither a number of proxies nor an IP address or CIDR range`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** 32 bytes for AES-256-GCM, written as 64 hex digits or in base64. */
const encryptionKey = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
    if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(value) && key.toString("base64") !== value)) {
      ctx.addIssue({
        code: "custom",
        message:
          "must be 32 bytes written as 64 hex digits or in base64; make one with: openssl rand -hex 32",
      });
      return z.NEVER;
    }
    return key;
  });

/** A setting of the partner bank's details: text of at most `max` characters that passes `valid`. */
const bankSetting = (fallback: string, max: number, valid: (value: string) => boolean, what: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => value.length > 0 && value.length <= max && valid(value), what);

const anyText = () => true;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .describe(
      "Serve Prometheus metrics at /metrics on this port (on METRICS_HOST); unset: no metrics served",
    ),
  METRICS_HOST: z
    .string()
    .trim()
    .min(1)
    .default("127.0.0.1")
    .describe("The address the metrics port listens on; only this machine by default, whatever HOST is"),
  STATEMENT_SAMPLE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(100)
    .describe(
      "Count the SQL statements of one request at a time (the statements-per-request metric), the next at least this many milliseconds after it ended; 0: every request",
    ),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DEV_MAILBOX: flag.describe("Serve the dev mailbox even on a non-loopback HOST (without SMTP_URL)"),
  PUBLIC_URL: optionalText,
  DATABASE_URL: optionalText,
  DATABASE_POOLER: z
    .enum(["none", "transaction"])
    .default("none")
    .describe(
      "transaction: DATABASE_URL is a PgBouncer in transaction pooling, so statements go unnamed (no prepared statements)",
    ),
  DATABASE_DIRECT_URL: optionalText.describe(
    "The database past the pooler, for the job queue, LISTEN, migrations and backups; defaults to DATABASE_URL",
  ),
  DATA_DIR: z.string().default(path.join(repoRoot, "data")),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("Larkspur <no-reply@larkspur.local>"),
  REDIS_URL: optionalText,
  RATE_LIMIT_NAMESPACE: z
    .string()
    .min(1)
    .default("larkspur-rate-limit-")
    .describe("Prefix of the rate-limit keys in Redis: API processes that share limits use the same one"),
  EVENTS_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,60}$/, "letters, digits and _ . : - only, at most 60")
    .default("larkspur_events")
    .describe(
      "Where API processes tell each other of new notifications (Redis channel or PostgreSQL NOTIFY channel)",
    ),
  EVENTS_HEARTBEAT_SECONDS: z.coerce
    .number()
    .positive()
    .default(20)
    .describe("How often open event streams get a heartbeat, and are closed once their session has ended"),
  EVENT_STREAMS_PER_SESSION: positiveInt(5).describe(
    "Live event streams one session may hold open at once, on all API processes together; one more answers 429",
  ),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().default(path.join(repoRoot, "apps/web/dist")),
  SESSION_TTL_HOURS: positiveInt(12).describe("A customer's session ends this long after sign-in"),
  STAFF_SESSION_TTL_HOURS: positiveInt(8).describe("A staff member's session ends this long after sign-in"),
  SESSION_IDLE_MINUTES: positiveInt(30).describe("A customer's session ends after this long unused"),
  STAFF_SESSION_IDLE_MINUTES: positiveInt(15).describe(
    "A staff member's session ends after this long unused",
  ),
  SESSION_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5)
    .describe(
      "How long a process keeps a session's user columns (at most 10,000 sessions); each request still checks the session and reads the balances. 0 turns it off",
    ),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(100),
  API_RATE_LIMIT_PER_MINUTE: positiveInt(600),
  MAILBOX_RATE_LIMIT_PER_MINUTE: positiveInt(60),
  MAIL_POLL_SECONDS: positiveInt(1).describe(
    "How often the mail worker looks for mail no commit told it of (mail from another process, retries)",
  ),
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_COOLDOWN_MINUTES: positiveInt(15),
  CODE_MAX_FAILURES: positiveInt(20).describe(
    "Wrong transfer or e-mail-change codes an account may enter in 24 hours before its transfers go on hold",
  ),
  MFA_MAX_FAILURES: positiveInt(10).describe(
    "Wrong second-step codes (app, recovery code or passkey) an account may enter in 24 hours before its second step refuses every code for an hour",
  ),
  REAUTH_WINDOW_SECONDS: positiveInt(600).describe(
    "How long a sign-in or a confirmed password or code lets a session change its second factors",
  ),
  PAYEE_LOOKUPS_PER_HOUR: positiveInt(limits.payeeLookupsPerHour).describe(
    "Payee look-ups a customer may make in an hour; a payment or money request naming a recipient spends one too",
  ),
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
  LIMIT_PER_PAYMENT: dollars("LIMIT_PER_PAYMENT", "10000.00").describe(
    "The most one payment or transfer may be, for a customer whose limits no operator changed",
  ),
  LIMIT_DAILY: dollars("LIMIT_DAILY", "25000.00").describe(
    "The most a customer may send in one day (their time zone's), unless an operator changed it",
  ),
  LIMIT_30_DAYS: dollars("LIMIT_30_DAYS", "100000.00").describe(
    "The most a customer may send in any 30 days, unless an operator changed it",
  ),
  FX_RATES_URL: z
    .string()
    .trim()
    .default("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml")
    .transform((value, ctx) => {
      if (value === "off") return undefined;
      if (!/^https?:\/\//.test(value) || !URL.canParse(value)) {
        ctx.addIssue({
          code: "custom",
          message: "FX_RATES_URL must be an http(s) URL of an ECB rates file, or off",
        });
        return z.NEVER;
      }
      return value;
    })
    .describe("Where the rates job fetches the ECB's daily reference rates; off: only operators load rates"),
  RATES_MAX_MOVE_PERCENT: positiveInt(10).describe(
    "A rates file loaded by hand is refused when a rate is further than this from the rate in force",
  ),
  PARTNER_BANK_NAME: bankSetting("Harbor Trust Bank", 140, anyText, "at most 140 characters").describe(
    "The partner bank that holds Larkspur's money: customers give its name to payers",
  ),
  PARTNER_BANK_BIC: bankSetting(
    "HRBTUS33XXX",
    11,
    isBic,
    "must be a valid BIC of 8 or 11 characters",
  ).describe(
    "The partner bank's BIC (Swift code): payers abroad send to it; the debtor agent of pain.001 files",
  ),
  PARTNER_BANK_ROUTING_NUMBER: bankSetting(
    "123456780",
    9,
    isAbaRoutingNumber,
    "must be a US routing number of 9 digits that passes the ABA checksum",
  ).describe("The partner bank's ABA routing number, for payers in the United States"),
  PARTNER_BANK_ADDRESS: bankSetting(
    "1 Harbor Plaza, New York, NY 10004, United States",
    200,
    anyText,
    "at most 200 characters",
  ).describe("The partner bank's postal address, shown to customers with the other details"),
  SETTLEMENT_ACCOUNT_NUMBER: bankSetting(
    "400012345678",
    34,
    (value) => (looksLikeIban(value) ? isIban(value) : /^[A-Za-z0-9]+$/.test(value)),
    "must be a valid IBAN, or letters and digits only",
  ).describe("Larkspur's settlement account at the partner bank: the debtor account of every pain.001 file"),
  SETTLEMENT_ACCOUNT_HOLDER: bankSetting("Larkspur Inc.", 140, anyText, "at most 140 characters").describe(
    "The name on the settlement account: the debtor and initiating party of every pain.001 file",
  ),
  PARTNER_BANK_SECRET: optionalText
    .refine((secret) => secret === undefined || secret.length >= 32, "must be at least 32 characters")
    .describe(
      "The key the partner bank signs its files with (HMAC-SHA256) on POST /api/bank/files; without it that channel is off",
    ),
  TRUST_PROXY: trustProxy,
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(0)
    .describe(
      "On SIGTERM, how long readiness answers 503 while requests are still served, before the port closes; behind a load balancer, longer than its checks take to mark a process down",
    ),
  MFA_ENCRYPTION_KEY: encryptionKey.describe(
    "Encrypts the authenticator-app secrets at rest; required with DATABASE_URL, else made once in DATA_DIR",
  ),
  CARD_ENCRYPTION_KEY: encryptionKey.describe(
    "Encrypts card numbers and CVCs at rest; required with DATABASE_URL, else made once in DATA_DIR",
  ),
  CARD_NETWORK_SECRET: optionalText
    .refine((secret) => secret === undefined || secret.length >= 32, "must be at least 32 characters")
    .describe(
      "The key the card network signs its events with (HMAC-SHA256) on POST /api/card-network/events; without it that channel is off, except beside the dev mailbox, where one is made once in DATA_DIR",
    ),
});

export type Config = ReturnType<typeof parseConfig>;

/** A setting the server must not start with; its message is one line for the person starting it. */
export class ConfigError extends Error {}

/** Reads the environment once; everything else receives this frozen object. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    );
  }
  const parsed = result.data;
  if (parsed.METRICS_PORT !== undefined && parsed.METRICS_PORT === parsed.PORT) {
    throw new ConfigError(
      `METRICS_PORT must differ from PORT (${parsed.PORT}): metrics are never served on the public port.`,
    );
  }
  // Every instance on a shared database must decrypt the same secrets, so no instance may make a key of its own.
  if (parsed.DATABASE_URL && !parsed.MFA_ENCRYPTION_KEY) {
    throw new ConfigError(
      "Not starting: DATABASE_URL is set but MFA_ENCRYPTION_KEY is not. Every instance sharing the database needs the same key to read the authenticator-app secrets: make one with `openssl rand -hex 32`, keep it in your secret store and set MFA_ENCRYPTION_KEY to it.",
    );
  }
  if (parsed.DATABASE_URL && !parsed.CARD_ENCRYPTION_KEY) {
    throw new ConfigError(
      "Not starting: DATABASE_URL is set but CARD_ENCRYPTION_KEY is not. Every instance sharing the database needs the same key to read card numbers: make one with `openssl rand -hex 32`, keep it in your secret store and set CARD_ENCRYPTION_KEY to it.",
    );
  }
  // LISTEN, the migrations' lock and the job queue's startup option need one session, which a transaction pooler
  // does not keep.
  if (parsed.DATABASE_POOLER === "transaction" && !parsed.DATABASE_DIRECT_URL) {
    throw new ConfigError(
      "Not starting: DATABASE_POOLER=transaction needs DATABASE_DIRECT_URL, the database's own address past the pooler, for LISTEN, the job queue and the migrations.",
    );
  }
  // The dev mailbox shows every code and reset link to whoever can reach it: only on this machine, unless asked.
  if (!parsed.SMTP_URL && !isLoopbackHost(parsed.HOST) && !parsed.DEV_MAILBOX) {
    throw new ConfigError(
      `Not starting: HOST ${parsed.HOST} is reachable from other machines and SMTP_URL is not set, so the dev mailbox would show everyone's codes; set SMTP_URL to deliver real e-mail, or DEV_MAILBOX=true to serve the dev mailbox anyway.`,
    );
  }
  return Object.freeze({
    ...parsed,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    /** Mail is kept in the database and shown at /dev/mailbox instead of being sent. */
    devMailbox: !parsed.SMTP_URL,
    repoRoot,
  });
}

/** `parseConfig` for a command: a wrong setting prints its one-line reason and exits with 1. */
export function configOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
