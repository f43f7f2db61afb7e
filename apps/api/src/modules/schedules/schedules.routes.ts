import {
  confirmScheduleBody,
  createScheduleBody,
  createScheduleResponse,
  scheduleList,
  scheduleParams,
  scheduleView,
} from "@larkspur/shared/schemas/schedules";
import { userIdParams } from "@larkspur/shared/schemas/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import {
  cancelSchedule,
  confirmSchedule,
  createSchedule,
  listOwnSchedules,
  pauseSchedule,
  resumeSchedule,
} from "./schedules.service";

/** Scheduled and repeating payments: only their owner sets them up, reads them or changes them (staff neither). */
export function schedulesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["schedules"]);
    const onSchedule = { params: scheduleParams, response: scheduleView };

    app.post(
      "/:userId",
      route(policies.ownAccount, {
        params: userIdParams,
        body: createScheduleBody,
        response: { 202: createScheduleResponse },
      }),
      (request) => createSchedule(ctx, signedIn(request), request.body),
    );

    app.post(
      "/:userId/:scheduleId/confirm",
      route(policies.ownAccount, { ...onSchedule, body: confirmScheduleBody }),
      (request) => confirmSchedule(ctx, signedIn(request), request.params.scheduleId, request.body.otp),
    );

    app.get(
      "/:userId",
      route(policies.ownAccount, { params: userIdParams, response: scheduleList }),
      (request) => listOwnSchedules(ctx, signedIn(request)),
    );

    app.post("/:userId/:scheduleId/pause", route(policies.ownAccount, onSchedule), (request) =>
      pauseSchedule(ctx, signedIn(request), request.params.scheduleId),
    );

    app.post("/:userId/:scheduleId/resume", route(policies.ownAccount, onSchedule), (request) =>
      resumeSchedule(ctx, signedIn(request), request.params.scheduleId),
    );

    app.delete("/:userId/:scheduleId", route(policies.ownAccount, onSchedule), (request) =>
      cancelSchedule(ctx, signedIn(request), request.params.scheduleId),
    );
  };
}
