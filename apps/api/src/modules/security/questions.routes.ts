import {
  chosenSecurityQuestions,
  putSecurityQuestionsBody,
} from "@larkspur/shared/schemas/security-questions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { saveQuestions } from "./questions.service";

/** The caller's security questions: chosen on /security, asked by an operator verifying a caller. */
export function questionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      "/questions",
      routeOptions(["security"])(policies.recentlyReauthenticated, {
        body: putSecurityQuestionsBody,
        response: chosenSecurityQuestions,
      }),
      async (request) => ({ questions: await saveQuestions(ctx, signedIn(request).id, request.body) }),
    );
  };
}
