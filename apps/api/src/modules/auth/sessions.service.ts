import { texts } from "@larkspur/shared/texts";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { coalescePerOwner } from "../../lib/coalesce";
import { findSessionUsers } from "./sessions.repo";

/** The caller of an authenticated request, read with their session and account in one query. */
export interface SignedInUser extends User {
  session_id: string;
  /** The customer's account, read with the session; null for staff. */
  account_id: string | null;
  /** Balance minus held, read with the session; 0 for staff. */
  available_cents: bigint;
}

/** The sessions of requests arriving together are read with one query. */
const lookupSession = coalescePerOwner((db: AppContext["db"], tokenHashes: string[]) =>
  findSessionUsers(db, tokenHashes, new Date()),
);

/** The active user of the live session a token hash names; undefined when there is none. */
export function sessionUser(ctx: AppContext, tokenHash: string): Promise<SignedInUser | undefined> {
  return lookupSession(ctx.db, tokenHash);
}

/** A token that names no live session of an active user. */
export const noLiveSession = () => new AppError("invalid_token", texts.tokenNotValid);
