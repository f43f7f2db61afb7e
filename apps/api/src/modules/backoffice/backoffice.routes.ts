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
import { latestLedgerChecks } from "../ledger/ledger-check.service";
import { listAudit } from "./audit.service";
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
      route(policies.staff, {
        querystring: reviewQueueQuery,
        response: { 200: reviewQueue },
      }),
      (request) => loadReviewQueue(ctx, signedIn(request), request.query),
    );

    app.post(
      "/transfers/:transactionId/approve",
      route(policies.mayDecideTransfer, {
        description:
          "Approves a Pending transfer; above the four-eyes threshold a second operator must approve too",
        params: transferDecisionParams,
        response: { 200: approveTransferResponse },
      }),
      (request) => approveTransfer(ctx, signedIn(request), request.params.transactionId, request.ip),
    );

    app.post(
      "/transfers/:transactionId/reject",
      route(policies.mayDecideTransfer, {
        params: transferDecisionParams,
        body: rejectTransferBody,
        response: { 200: transferResultResponse },
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
      route(policies.staff, {
        querystring: customerSearchQuery,
        response: { 200: customerList },
      }),
      (request) => findCustomers(ctx, request.query.query, request.query.page, request.query.pageSize),
    );

    app.get(
      "/customers/:userId",
      route(policies.staff, {
        params: customerParams,
        response: { 200: customerDetail },
      }),
      (request) => loadCustomerDetail(ctx, request.params.userId),
    );

    app.get(
      "/customers/:userId/security-questions",
      route(policies.staff, {
        description: "The questions the customer chose, for verifying a caller; never the answers",
        params: customerParams,
        response: { 200: chosenSecurityQuestions },
      }),
      async (request) => ({ questions: await customerQuestions(ctx, request.params.userId) }),
    );

    app.post(
      "/customers/:userId/security-answer-check",
      route(policies.staff, {
        description:
          "Whether what a caller says is the customer's answer to one of their questions; audited without the answer, at most 5 checks per customer per hour",
        params: customerParams,
        body: securityAnswerCheckBody,
        response: { 200: securityAnswerCheckResult },
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
      async (request, reply) => {
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
        return reply.code(201).send({ message, transaction });
      },
    );

    app.put(
      "/customers/:userId",
      route(policies.staff, {
        params: customerParams,
        body: updateCustomerBody,
        response: { 200: customerSummary },
      }),
      (request) => updateCustomer(ctx, actorOf(request), request.params.userId, request.body),
    );

    app.patch(
      "/customers/:userId",
      route(policies.mayEditCustomer, {
        description:
          "Corrects a customer's name, phone or address, with a reason; audited with before and after. " +
          "No one changes an e-mail address here.",
        params: customerParams,
        body: editCustomerBody,
        response: { 200: editCustomerResponse },
      }),
      (request) => editCustomerDetails(ctx, actorOf(request), request.params.userId, request.body),
    );

    app.get(
      "/audit",
      route(policies.staff, { querystring: auditQuery, response: { 200: auditList } }),
      (request) => listAudit(ctx, request.query),
    );

    app.get(
      "/ledger-checks",
      route(policies.staff, {
        description: "The latest runs of the ledger's self-check, newest first, with the problems each found",
        response: { 200: ledgerCheckList },
      }),
      () => latestLedgerChecks(ctx),
    );

    app.get("/staff", route(policies.admin, { response: { 200: staffList } }), () => listStaff(ctx));

    app.post(
      "/staff",
      route(policies.admin, {
        body: createStaffBody,
        response: { 201: z.object({ id: z.string() }) },
      }),
      async (request, reply) => {
        const { id } = await createStaff(ctx, request.body, actorOf(request));
        return reply.code(201).send({ id });
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
      route(policies.admin, {
        description: "Corrects a staff member's name, with a reason; audited with before and after",
        params: customerParams,
        body: editStaffBody,
        response: { 200: staffMember },
      }),
      (request) => editStaffDetails(ctx, actorOf(request), request.params.userId, request.body),
    );
  };
}
