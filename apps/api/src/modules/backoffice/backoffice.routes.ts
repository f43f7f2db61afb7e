import {
  approveTransferResponse,
  auditList,
  auditQuery,
  createStaffBody,
  customerDetail,
  customerList,
  customerParams,
  customerSearchQuery,
  customerSummary,
  editCustomerBody,
  editCustomerResponse,
  editStaffBody,
  ledgerCheckList,
  reviewQueue,
  reviewQueueQuery,
  staffList,
  staffMember,
  transferDecisionParams,
  updateCustomerBody,
  updateStaffBody,
} from "@larkspur/shared/schemas/admin";
import {
  chosenSecurityQuestions,
  securityAnswerCheckBody,
  securityAnswerCheckResult,
} from "@larkspur/shared/schemas/security-questions";
import {
  depositBody,
  idempotencyHeaders,
  rejectTransferBody,
  transferResultResponse,
} from "@larkspur/shared/schemas/transaction";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { signedIn } from "../../plugins/authenticate";
import { policies } from "../../plugins/policies";
import { routeOptions } from "../../plugins/route-options";
import { listAudit } from "../audit";
import { latestLedgerChecks } from "../ledger";
import { findCustomers, customerDetail as loadCustomerDetail, updateCustomer } from "./customers.service";
import { depositFunds } from "./deposits.service";
import { editCustomerDetails, editStaffDetails } from "./detail-edits.service";
import { reviewQueue as loadReviewQueue } from "./review-queue.service";
import { checkSecurityAnswer, customerQuestions } from "./security-answer-checks.service";
import { createStaff, listStaff, setStaffStatus } from "./staff.service";
import { approveTransfer, rejectTransfer } from "./transfer-decisions.service";

/** The back office: staff only, every action audited with who, what, on whom, why, when and from where. */
export function backofficeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeOptions(["admin"]);
    const actorOf = (request: { ip: string; user?: { id: string } }) => ({
      id: request.user!.id,
      ip: request.ip,
    });

    app.get(
      "/transfers",
      route(policies.staff, { querystring: reviewQueueQuery, response: reviewQueue }),
      (request) => loadReviewQueue(ctx, signedIn(request), request.query),
    );

    app.post(
      "/transfers/:transactionId/approve",
      route(policies.mayDecideTransfer, {
        params: transferDecisionParams,
        response: approveTransferResponse,
      }),
      (request) => approveTransfer(ctx, signedIn(request), request.params.transactionId, request.ip),
    );

    app.post(
      "/transfers/:transactionId/reject",
      route(policies.mayDecideTransfer, {
        params: transferDecisionParams,
        body: rejectTransferBody,
        response: transferResultResponse,
      }),
      async (request) => ({
        message: "Transfer rejected",
        transaction: await rejectTransfer(
          ctx,
          signedIn(request),
          request.params.transactionId,
          request.body.reason,
          request.ip,
        ),
      }),
    );

    app.get(
      "/customers",
      route(policies.staff, { querystring: customerSearchQuery, response: customerList }),
      (request) => findCustomers(ctx, request.query.query, request.query.page, request.query.pageSize),
    );

    app.get(
      "/customers/:userId",
      route(policies.staff, { params: customerParams, response: customerDetail }),
      (request) => loadCustomerDetail(ctx, request.params.userId),
    );

    app.get(
      "/customers/:userId/security-questions",
      route(policies.staff, { params: customerParams, response: chosenSecurityQuestions }),
      async (request) => ({ questions: await customerQuestions(ctx, request.params.userId) }),
    );

    app.post(
      "/customers/:userId/security-answer-check",
      route(policies.staff, {
        params: customerParams,
        body: securityAnswerCheckBody,
        response: securityAnswerCheckResult,
      }),
      (request) => checkSecurityAnswer(ctx, actorOf(request), request.params.userId, request.body),
    );

    app.post(
      "/customers/:userId/deposits",
      route(policies.mayCreditCustomer, {
        params: customerParams,
        headers: idempotencyHeaders,
        body: depositBody,
        response: { 201: transferResultResponse },
      }),
      async (request) => {
        const transaction = await depositFunds(
          ctx,
          signedIn(request),
          request.params.userId,
          request.body,
          request.headers["idempotency-key"],
          request.ip,
        );
        const message =
          transaction.status === "Pending"
            ? "Deposit awaits a second operator's approval"
            : "Deposit credited";
        return { message, transaction };
      },
    );

    app.put(
      "/customers/:userId",
      route(policies.staff, { params: customerParams, body: updateCustomerBody, response: customerSummary }),
      (request) => updateCustomer(ctx, actorOf(request), request.params.userId, request.body),
    );

    app.patch(
      "/customers/:userId",
      route(policies.mayEditCustomer, {
        params: customerParams,
        body: editCustomerBody,
        response: editCustomerResponse,
      }),
      (request) => editCustomerDetails(ctx, actorOf(request), request.params.userId, request.body),
    );

    app.get("/audit", route(policies.staff, { querystring: auditQuery, response: auditList }), (request) =>
      listAudit(ctx, request.query),
    );

    app.get("/ledger-checks", route(policies.staff, { response: ledgerCheckList }), () =>
      latestLedgerChecks(ctx),
    );

    app.get("/staff", route(policies.admin, { response: staffList }), () => listStaff(ctx));

    app.post(
      "/staff",
      route(policies.admin, { body: createStaffBody, response: { 201: z.object({ id: z.string() }) } }),
      async (request) => {
        const { id } = await createStaff(ctx, request.body, actorOf(request));
        return { id };
      },
    );

    app.put(
      "/staff/:userId",
      route(policies.admin, {
        params: customerParams,
        body: updateStaffBody,
        response: { 200: z.object({ message: z.string() }) },
      }),
      async (request) => {
        await setStaffStatus(ctx, actorOf(request), request.params.userId, request.body);
        return {
          message: request.body.status === "disabled" ? "Staff member disabled" : "Staff member enabled",
        };
      },
    );

    app.patch(
      "/staff/:userId",
      route(policies.admin, { params: customerParams, body: editStaffBody, response: staffMember }),
      (request) => editStaffDetails(ctx, actorOf(request), request.params.userId, request.body),
    );
  };
}
