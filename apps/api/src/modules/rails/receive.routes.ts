import { receiveParams, receivingDetails as receivingDetailsSchema } from "@larkspur/shared/schemas/rails";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { receivingDetails } from "./receive.service";

/** `/api/receive/{userId}`: the details a customer gives a payer at another bank. */
export function receiveRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/:userId",
      routeOptions(["receive"])(policies.ownAccount, {
        params: receiveParams,
        response: receivingDetailsSchema,
      }),
      (request) => receivingDetails(ctx, signedIn(request)),
    );
  };
}
