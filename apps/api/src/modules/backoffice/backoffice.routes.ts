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
import { errorResponses } from "../../plugins/errors";
import { policies } from "../../plugins/policies";
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
    const tags = ["admin"];
    const security = [{ token: [] }];
    const staff = { policy: policies.staff };
    const admin = { policy: policies.admin };
    const actorOf = (request: { ip: string; user?: { id: string } }) => ({
      id: request.user!.id,
      ip: request.ip,
    });

    app.get(
      "/transfers",
      {
        config: staff,
        schema: {
          tags,
          security,
          querystring: reviewQueueQuery,
          response: { 200: reviewQueue, ...errorResponses },
        },
      },
      (request) => loadReviewQueue(ctx, signedIn(request), request.query),
    );

    app.post(
      "/transfers/:transactionId/approve",
      {
        config: { policy: policies.mayDecideTransfer },
        schema: {
          tags,
          security,
          description:
            "Approves a Pending transfer; above the four-eyes threshold a second operator must approve too",
          params: transferDecisionParams,
          response: { 200: approveTransferResponse, ...errorResponses },
        },
      },
      (request) => approveTransfer(ctx, signedIn(request), request.params.transactionId, request.ip),
    );

    app.post(
      "/transfers/:transactionId/reject",
      {
        config: { policy: policies.mayDecideTransfer },
        schema: {
          tags,
          security,
          params: transferDecisionParams,
          body: rejectTransferBody,
          response: { 200: transferResultResponse, ...errorResponses },
        },
      },
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
      {
        config: staff,
        schema: {
          tags,
          security,
          querystring: customerSearchQuery,
          response: { 200: customerList, ...errorResponses },
        },
      },
      (request) => findCustomers(ctx, request.query.query, request.query.page, request.query.pageSize),
    );

    app.get(
      "/customers/:userId",
      {
        config: staff,
        schema: {
          tags,
          security,
          params: customerParams,
          response: { 200: customerDetail, ...errorResponses },
        },
      },
      (request) => loadCustomerDetail(ctx, request.params.userId),
    );

    app.get(
      "/customers/:userId/security-questions",
      {
        config: staff,
        schema: {
          tags,
          security,
          description: "The questions the customer chose, for verifying a caller; never the answers",
          params: customerParams,
          response: { 200: chosenSecurityQuestions, ...errorResponses },
        },
      },
      async (request) => ({ questions: await customerQuestions(ctx, request.params.userId) }),
    );

    app.post(
      "/customers/:userId/security-answer-check",
      {
        config: staff,
        schema: {
          tags,
          security,
          description:
            "Whether what a caller says is the customer's answer to one of their questions; audited without the answer, at most 5 checks per customer per hour",
          params: customerParams,
          body: securityAnswerCheckBody,
          response: { 200: securityAnswerCheckResult, ...errorResponses },
        },
      },
      (request) => checkSecurityAnswer(ctx, actorOf(request), request.params.userId, request.body),
    );

    app.post(
      "/customers/:userId/deposits",
      {
        config: { policy: policies.mayCreditCustomer },
        schema: {
          tags,
          security,
          params: customerParams,
          headers: idempotencyHeaders,
          body: depositBody,
          response: { 201: transferResultResponse, ...errorResponses },
        },
      },
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
      {
        config: staff,
        schema: {
          tags,
          security,
          params: customerParams,
          body: updateCustomerBody,
          response: { 200: customerSummary, ...errorResponses },
        },
      },
      (request) => updateCustomer(ctx, actorOf(request), request.params.userId, request.body),
    );

    app.patch(
      "/customers/:userId",
      {
        config: { policy: policies.mayEditCustomer },
        schema: {
          tags,
          security,
          description:
            "Corrects a customer's name, phone or address, with a reason; audited with before and after. " +
            "No one changes an e-mail address here.",
          params: customerParams,
          body: editCustomerBody,
          response: { 200: editCustomerResponse, ...errorResponses },
        },
      },
      (request) => editCustomerDetails(ctx, actorOf(request), request.params.userId, request.body),
    );

    app.get(
      "/audit",
      {
        config: staff,
        schema: { tags, security, querystring: auditQuery, response: { 200: auditList, ...errorResponses } },
      },
      (request) => listAudit(ctx, request.query),
    );

    app.get(
      "/ledger-checks",
      {
        config: staff,
        schema: {
          tags,
          security,
          description:
            "The latest runs of the ledger's self-check, newest first, with the problems each found",
          response: { 200: ledgerCheckList, ...errorResponses },
        },
      },
      () => latestLedgerChecks(ctx),
    );

    app.get(
      "/staff",
      {
        config: admin,
        schema: { tags, security, response: { 200: staffList, ...errorResponses } },
      },
      () => listStaff(ctx),
    );

    app.post(
      "/staff",
      {
        config: admin,
        schema: {
          tags,
          security,
          body: createStaffBody,
          response: { 201: z.object({ id: z.string() }), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { id } = await createStaff(ctx, request.body, actorOf(request));
        return reply.code(201).send({ id });
      },
    );

    app.put(
      "/staff/:userId",
      {
        config: admin,
        schema: {
          tags,
          security,
          params: customerParams,
          body: updateStaffBody,
          response: { 200: z.object({ message: z.string() }), ...errorResponses },
        },
      },
      async (request) => {
        await setStaffStatus(ctx, actorOf(request), request.params.userId, request.body);
        return {
          message: request.body.status === "disabled" ? "Staff member disabled" : "Staff member enabled",
        };
      },
    );

    app.patch(
      "/staff/:userId",
      {
        config: admin,
        schema: {
          tags,
          security,
          description: "Corrects a staff member's name, with a reason; audited with before and after",
          params: customerParams,
          body: editStaffBody,
          response: { 200: staffMember, ...errorResponses },
        },
      },
      (request) => editStaffDetails(ctx, actorOf(request), request.params.userId, request.body),
    );
  };
}
