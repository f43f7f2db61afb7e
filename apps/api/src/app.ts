import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { buildContext } from "./build-context";
import { type Config, isLoopbackHost } from "./config";
import type { AppContext } from "./context";
import type { DatabaseHandle } from "./db/client";
import { type Clock, systemClock } from "./lib/clock";
import {
  authRoutes,
  changePassword,
  confirmEmailChange,
  passkeySecondStepRoutes,
  passkeySignInRoutes,
  reauthenticate,
  requestEmailChange,
  sessionsRoutes,
  startAccountMailRequests,
} from "./modules/auth";
import { backofficeRoutes } from "./modules/backoffice";
import {
  cardNetworkRoutes,
  cardsAdminRoutes,
  cardsRoutes,
  shopRoutes,
  startCardAuthorizationExpiry,
} from "./modules/cards";
import { conversionsRoutes, forgetOldQuotes } from "./modules/conversions";
import { eventsRoutes } from "./modules/events";
import { healthRoutes } from "./modules/health";
import { balancesRoutes, startLedgerChecks } from "./modules/ledger";
import { limitsRoutes } from "./modules/limits";
import { mailboxRoutes } from "./modules/mail";
import { notificationsRoutes } from "./modules/notifications";
import {
  completePayment,
  initiatePayment,
  payeesRoutes,
  paymentRecipient,
  payRequest,
} from "./modules/payments";
import { bankChannelRoutes, railsRoutes, receiveRoutes } from "./modules/rails";
import { adminRatesRoutes, ratesRoutes, startRatesFetching } from "./modules/rates";
import { profileCompletenessRoutes, recipientsRoutes } from "./modules/recipients";
import { requestsRoutes } from "./modules/requests";
import { schedulesRoutes, startScheduledRuns } from "./modules/schedules";
import { passkeysRoutes, questionsRoutes, securityRoutes } from "./modules/security";
import { historyCsv, statementsRoutes } from "./modules/statements";
import { supportInboxRoutes, supportRoutes } from "./modules/support";
import { startTransferExpiry, transfersRoutes } from "./modules/transfers";
import { startUploadExpiry, uploadsRoutes } from "./modules/uploads";
import { usersRoutes } from "./modules/users";
import { policyForEveryRoute, registerAccess } from "./plugins/access";
import { registerApiDocs } from "./plugins/api-docs";
import { registerErrorHandling } from "./plugins/errors";
import { registerInputGuards } from "./plugins/input-guards";
import { registerMatchedRoute } from "./plugins/matched-route";
import { registerRequestMetrics } from "./plugins/metrics";
import { policies } from "./plugins/policies";
import { registerRateLimits } from "./plugins/rate-limits";
import { waitForRunningHandlersOnClose } from "./plugins/running-handlers";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { serializerCompiler } from "./plugins/serializer";
import { validatorCompiler } from "./plugins/validator";
import { inlineScriptSources, registerWebApp } from "./plugins/web-app";

/** Where log lines go instead of stdout, e.g. a test that searches the log for secrets. */
export interface LogDestination {
  write(line: string): void;
}

/** Secrets travel in headers and in the reset link's path (API and web alike); neither may reach the log. */
function loggerOptions(config: Config, stream?: LogDestination): FastifyServerOptions["logger"] {
  return {
    level: config.LOG_LEVEL,
    ...(stream && { stream }),
    redact: [
      "req.headers.token",
      "req.headers.authorization",
      "req.headers.cookie",
      "req.headers['idempotency-key']",
    ],
    serializers: {
      req: (request) => ({
        method: request.method,
        url: request.url.replace(/\/(passwordreset|reset-password|set-password)\/[^/?#]+/, "/$1/[redacted]"),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * TRUST_PROXY for Fastify. Fastify no longer counts hops itself (a number now trusts nobody), so a count becomes the
 * function proxy-addr always meant by it: the socket's peer is hop 0, and that many nearest hops are believed.
 */
function trustProxyOption(trust: Config["TRUST_PROXY"]) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** Builds the whole API on a migrated database; `server.ts` listens, tests call `app.inject`. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  logDestination?: LogDestination,
  clock: Clock = systemClock,
): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config, logDestination),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerMatchedRoute(app);
  const { ctx, close } = await buildContext(config, database, app.log, clock, { worker: true });
  registerRequestMetrics(app, ctx.metrics, config.STATEMENT_SAMPLE_MS);
  // The jobs' statements count as the background's, apart from the requests'.
  const jobsCtx: AppContext = { ...ctx, db: database.backgroundDb };
  await startAccountMailRequests(jobsCtx);
  await startTransferExpiry(jobsCtx, [forgetOldQuotes]);
  await startCardAuthorizationExpiry(jobsCtx);
  await startUploadExpiry(jobsCtx);
  await startLedgerChecks(jobsCtx);
  await startRatesFetching(jobsCtx);
  await startScheduledRuns(jobsCtx);
  app.addHook("onClose", close);
  waitForRunningHandlersOnClose(app);

  registerErrorHandling(app, ctx);
  registerInputGuards(app);
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, inlineScriptSources(config.WEB_DIST));
  await registerRateLimits(app, ctx);
  registerAccess(app, ctx);
  await registerApiDocs(app);

  await app.register(healthRoutes(ctx), { prefix: "/api" });
  await app.register(authRoutes(ctx), { prefix: "/api/auth" });
  await app.register(passkeySignInRoutes(ctx), { prefix: "/api/auth/passkey" });
  await app.register(passkeySecondStepRoutes(ctx), { prefix: "/api/auth/login/mfa/passkey" });
  await app.register(passkeysRoutes(ctx), { prefix: "/api/security/passkeys" });
  await app.register(usersRoutes(ctx, { changePassword, confirmEmailChange, requestEmailChange }), {
    prefix: "/api/user",
  });
  await app.register(profileCompletenessRoutes(ctx), { prefix: "/api/user" });
  await app.register(recipientsRoutes(ctx), { prefix: "/api/recipients" });
  await app.register(sessionsRoutes(ctx), { prefix: "/api/sessions" });
  await app.register(questionsRoutes(ctx), { prefix: "/api/security" });
  await app.register(transfersRoutes(ctx, { initiatePayment, payRequest, completePayment, historyCsv }), {
    prefix: "/api/transaction",
  });
  await app.register(statementsRoutes(ctx), { prefix: "/api/statements" });
  await app.register(balancesRoutes(ctx), { prefix: "/api/balances" });
  await app.register(conversionsRoutes(ctx), { prefix: "/api/conversions" });
  await app.register(requestsRoutes(ctx, { paymentRecipient }), { prefix: "/api/requests" });
  await app.register(schedulesRoutes(ctx), { prefix: "/api/schedules" });
  await app.register(notificationsRoutes(ctx), { prefix: "/api/notifications" });
  await app.register(payeesRoutes(ctx), { prefix: "/api/payees" });
  await app.register(supportRoutes(ctx), { prefix: "/api/support" });
  await app.register(supportInboxRoutes(ctx), { prefix: "/api/admin/support" });
  await app.register(backofficeRoutes(ctx), { prefix: "/api/admin" });
  await app.register(ratesRoutes(ctx), { prefix: "/api/rates" });
  await app.register(adminRatesRoutes(ctx), { prefix: "/api/admin/rates" });
  await app.register(railsRoutes(ctx), { prefix: "/api/admin" });
  await app.register(receiveRoutes(ctx), { prefix: "/api/receive" });
  await app.register(bankChannelRoutes(ctx), { prefix: "/api/bank" });
  await app.register(cardsRoutes(ctx), { prefix: "/api/cards" });
  await app.register(cardsAdminRoutes(ctx), { prefix: "/api/admin" });
  await app.register(cardNetworkRoutes(ctx), { prefix: "/api/card-network" });
  await app.register(limitsRoutes(ctx), { prefix: "/api" });
  await app.register(uploadsRoutes(ctx), { prefix: "/api/uploads" });
  await app.register(securityRoutes(ctx, { reauthenticate }), { prefix: "/api/security" });
  await app.register(eventsRoutes(ctx), { prefix: "/api/events" });
  if (config.devMailbox) {
    await app.register(async (dev) => {
      policyForEveryRoute(dev, policies.anyone);
      await dev.register(mailboxRoutes(ctx));
      await dev.register(shopRoutes(ctx));
    });
    if (!isLoopbackHost(config.HOST)) {
      app.log.warn(
        `DEV_MAILBOX=true: the dev mailbox at /dev/mailbox is served on ${config.HOST}, so anyone who can reach it reads the codes and reset links of any address they know; set SMTP_URL to deliver real e-mail`,
      );
    }
  }
  await registerWebApp(app, config.WEB_DIST);

  await app.ready();
  return { app, ctx };
}
