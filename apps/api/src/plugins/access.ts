import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { AppContext } from "../context";
import { noteSessionUse, type SignedInUser } from "../modules/auth";
import { authenticate } from "./authenticate";
import { matchedRoute } from "./matched-route";
import type { Policy } from "./policies";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route; every route names one. */
    policy?: Policy;
    /**
     * The handler reads the session in the same query as its answer and calls `admit` with what it found, instead
     * of the hook reading it first.
     */
    readsSessionItself?: boolean;
    /** The route streams its own body (tus uploads): the policy is applied before any of it is read. */
    admitBeforeBody?: boolean;
  }
}

/** A registered route and the policy it names, as the route table test reads them. */
export interface RouteAccess {
  method: string;
  url: string;
  policy: Policy | undefined;
}

interface RegisteredRoute {
  methods: string[];
  url: string;
  /** Read once registration is over: a plugin may name the policy after this hook has seen the route. */
  options: RouteOptions;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route of an app built with `registerAccess`, with its policy. */
export function routeAccessTable(app: FastifyInstance): RouteAccess[] {
  return (tables.get(app) ?? []).flatMap(({ methods, url, options }) =>
    methods.map((method) => ({ method, url, policy: options.config?.policy })),
  );
}

/** Applies the route's policy to the caller of a route that read the session itself; sets `request.user`. */
export async function admit(ctx: AppContext, request: FastifyRequest, caller: SignedInUser): Promise<void> {
  await noteSessionUse(ctx, caller);
  request.user = caller;
  await matchedRoute(request).policy!.check(caller, request, ctx);
}

async function admitRequest(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const { policy, readsSessionItself } = matchedRoute(request);
  // No route matched (the 404 handler), or the handler calls `admit` once it has read the session.
  if (!policy || readsSessionItself || !policy.signedIn) return;
  await policy.check(await authenticate(ctx, request), request, ctx);
}

/**
 * Applies each route's `config.policy` in one place: before validation for routes that read their own body, else
 * once the request is validated. Register it before any route: the app does not start while a route names no policy.
 */
export function registerAccess(app: FastifyInstance, ctx: AppContext): void {
  const routes: RegisteredRoute[] = [];
  tables.set(app, routes);
  app.addHook("onRoute", (route) => {
    routes.push({ methods: [route.method].flat(), url: route.url, options: route });
  });
  app.addHook("onReady", async () => {
    const unguarded = routeAccessTable(app).filter((route) => !route.policy);
    if (unguarded.length > 0) {
      const names = unguarded.map((route) => `${route.method} ${route.url}`).join(", ");
      throw new Error(`Every route names an access policy; these do not: ${names}`);
    }
  });
  // Callback hooks, so a request with nothing to do at a step passes it without a promise of its own.
  const admitNow = (request: FastifyRequest, done: (error?: Error) => void) =>
    void admitRequest(ctx, request).then(() => done(), done);
  app.addHook("onRequest", (request, _reply, done) =>
    matchedRoute(request).admitBeforeBody ? admitNow(request, done) : done(),
  );
  app.addHook("preHandler", (request, _reply, done) =>
    matchedRoute(request).admitBeforeBody ? done() : admitNow(request, done),
  );
}

/** Names one policy for every route registered in `app` (a plugin's own routes: the API docs, the web app). */
export function policyForEveryRoute(app: FastifyInstance, policy: Policy): void {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, policy };
  });
}
