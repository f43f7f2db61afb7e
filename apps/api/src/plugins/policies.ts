import type { ApiMessageId } from "@larkspur/shared/i18n/api/catalogues";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import type { User } from "../db/types";
import { AppError } from "../lib/app-error";
import type { SignedInUser } from "../modules/auth";
import { assertRecentlyReauthenticated } from "../modules/auth";
import { isStaffMember, transferOwnerId } from "../modules/backoffice";
import { hasSecondFactor } from "../modules/security";

/**
 * Who may call a route. Every route names one in `config.policy` and the access hook (plugins/access.ts) applies it
 * before the handler runs: 401 without a live session where one is needed, 403 when the caller may not.
 */
export interface Policy {
  readonly name: string;
  /** Whether the caller must be signed in; a public route reads no session. */
  readonly signedIn: boolean;
  /** Throws when this signed-in caller may not call the route with this request. */
  check(caller: SignedInUser, request: FastifyRequest, ctx: AppContext): void | Promise<void>;
}

const forbidden = (text: ApiMessageId) => new AppError("forbidden", text);

const isStaff = (user: User) => user.role === "operator" || user.role === "admin";

/** The `{userId}` of the route's path. */
const userIdOf = (request: FastifyRequest) => (request.params as { userId: string }).userId;

/** Staff, with a second factor: until they enrol one, the back office answers 403 `mfa_enrolment_required`. */
async function assertStaff(caller: User, ctx: AppContext): Promise<void> {
  if (!isStaff(caller)) throw forbidden("error.staffOnly");
  if (!(await hasSecondFactor(ctx, caller.id))) {
    throw new AppError("mfa_enrolment_required", "error.mfaEnrolmentRequired");
  }
}

const staffDetailsAreAdmins = "error.staffDetailsAreAdmins";

/** A second person decides on an employee's money. */
function assertNotOwnMoney(caller: User, ownerId: string | undefined, text: ApiMessageId): void {
  if (caller.id === ownerId) throw forbidden(text);
}

export const policies = {
  /** Anyone, signed in or not. */
  anyone: { name: "anyone", signedIn: false, check() {} },

  /** The holder of a one-time event ticket, which the handler checks (401 without one); no session is read. */
  eventTicket: { name: "eventTicket", signedIn: false, check() {} },

  /** The partner bank, whose signature over the body the handler checks (401 without a right one); no session. */
  partnerBank: { name: "partnerBank", signedIn: false, check() {} },

  /** Any signed-in user. */
  signedIn: { name: "signedIn", signedIn: true, check() {} },

  /**
   * Any signed-in user who proved it was them within REAUTH_WINDOW_SECONDS (the sign-in counts): what changes their
   * second factors. 403 `reauthentication_required` otherwise; `POST /api/security/reauthenticate` proves it again.
   */
  recentlyReauthenticated: {
    name: "recentlyReauthenticated",
    signedIn: true,
    check: (caller, _request, ctx) => assertRecentlyReauthenticated(ctx, caller),
  },

  /**
   * The `{userId}` is the caller's own and they proved it was them within REAUTH_WINDOW_SECONDS: what shows a card's
   * full number. 403 `reauthentication_required` otherwise.
   */
  ownAccountRecentlyReauthenticated: {
    name: "ownAccountRecentlyReauthenticated",
    signedIn: true,
    async check(caller, request, ctx) {
      if (caller.id !== userIdOf(request)) throw forbidden("error.notOwnAccount");
      await assertRecentlyReauthenticated(ctx, caller);
    },
  },

  /** The card network, whose signature over the body the handler checks (401 without a right one); no session. */
  cardNetwork: { name: "cardNetwork", signedIn: false, check() {} },

  /** Customers only: what staff do for customers, they do in the back office. */
  customer: {
    name: "customer",
    signedIn: true,
    check(caller) {
      if (isStaff(caller)) throw forbidden("error.staffUseBackOffice");
    },
  },

  /** The `{userId}` is the caller's own: money moves only at its owner's request. */
  ownAccount: {
    name: "ownAccount",
    signedIn: true,
    check(caller, request) {
      if (caller.id !== userIdOf(request)) throw forbidden("error.notOwnAccount");
    },
  },

  /**
   * The `{userId}` is the caller's own customer profile. Staff change no one's profile here, their own included: an
   * operator corrects a customer through the back office, and an admin a staff member, both audited.
   */
  ownProfile: {
    name: "ownProfile",
    signedIn: true,
    check(caller, request) {
      if (caller.id !== userIdOf(request)) throw forbidden("error.notOwnAccount");
      if (isStaff(caller)) throw forbidden(staffDetailsAreAdmins);
    },
  },

  /** The `{userId}` is the caller's own, or the caller is staff. */
  ownOrStaff: {
    name: "ownOrStaff",
    signedIn: true,
    async check(caller, request, ctx) {
      if (caller.id !== userIdOf(request)) {
        if (!isStaff(caller)) throw forbidden("error.notOwnAccount");
        await assertStaff(caller, ctx);
      }
    },
  },

  /** Operators and admins: the back office. */
  staff: { name: "staff", signedIn: true, check: (caller, _request, ctx) => assertStaff(caller, ctx) },

  /** Staff correcting the `{userId}` customer's details; a staff member's are an admin's, on the staff routes. */
  mayEditCustomer: {
    name: "mayEditCustomer",
    signedIn: true,
    async check(caller, request, ctx) {
      await assertStaff(caller, ctx);
      if (await isStaffMember(ctx, userIdOf(request))) throw forbidden(staffDetailsAreAdmins);
    },
  },

  /** Admins only: managing staff. */
  admin: {
    name: "admin",
    signedIn: true,
    async check(caller, _request, ctx) {
      await assertStaff(caller, ctx);
      if (caller.role !== "admin") throw forbidden("error.adminOnly");
    },
  },

  /** Staff deciding on the `{transactionId}` transfer, which is not their own. */
  mayDecideTransfer: {
    name: "mayDecideTransfer",
    signedIn: true,
    async check(caller, request, ctx) {
      await assertStaff(caller, ctx);
      const { transactionId } = request.params as { transactionId: string };
      assertNotOwnMoney(caller, await transferOwnerId(ctx, transactionId), "error.notOwnMoney");
    },
  },

  /** Staff crediting the `{userId}` customer, who is not themselves. */
  mayCreditCustomer: {
    name: "mayCreditCustomer",
    signedIn: true,
    async check(caller, request, ctx) {
      await assertStaff(caller, ctx);
      assertNotOwnMoney(caller, userIdOf(request), "error.notOwnCredit");
    },
  },
} satisfies Record<string, Policy>;
