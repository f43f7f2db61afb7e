import { randomUUID } from "node:crypto";
import { limits } from "@larkspur/shared/limits";
import {
  type AddRecipientBody,
  maskAccountNumber,
  type Recipient,
  type RecipientBankDetails,
} from "@larkspur/shared/schemas/recipients";
import type { AppContext } from "../../context";
import type { SavedBankDetails, SavedRecipient, User } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/db-errors";
import { isUuid } from "../../lib/ids";
import { retryingTrx } from "../../lib/retrying-trx";
import { findPayee, lookUpPayee, noPayeeMatches } from "../payments";
import { lockUser } from "../users";
import { recipientMails } from "./recipient-mails";
import { countRecipients, deleteRecipient, insertRecipient, recipientsOf } from "./recipients.repo";

const tooMany = () =>
  new AppError("conflict", { id: "error.tooManyRecipients", values: { max: limits.recipientsMax } });

export function toRecipient(saved: SavedRecipient): Recipient {
  return {
    recipientId: saved.id,
    type: saved.type,
    name: saved.name,
    accountNumber: saved.account_number,
    maskedAccountNumber: maskAccountNumber(saved.account_number),
    bankDetails: saved.bank_details,
    createdAt: saved.created_at.toISOString(),
  };
}

export async function listRecipients(ctx: AppContext, userId: string): Promise<Recipient[]> {
  return (await recipientsOf(ctx.db, userId)).map(toRecipient);
}

const compact = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

/** The same bank account is the same number at the same bank (and, abroad, the same routing and Swift codes). */
function bankAccountKey(type: "Local" | "International", details: RecipientBankDetails): string {
  const parts = [type, compact(details.accountNumber), details.bankName.trim().toLowerCase()];
  if ("swiftCode" in details) parts.push(compact(details.routingNumber), details.swiftCode);
  return parts.join("|");
}

interface Resolved {
  payeeId: string | null;
  name: string;
  accountNumber: string;
  bankDetails: SavedBankDetails | null;
  dedupeKey: string;
}

async function resolve(ctx: AppContext, owner: User, body: AddRecipientBody): Promise<Resolved> {
  if (body.type === "Larkspur") {
    // The same confirmation of payee as before a payment, counted among the owner's look-ups, so saving
    // recipients cannot be used to list customers either.
    const payee = await lookUpPayee(ctx, owner, { accountNumber: body.accountNumber, email: body.email });
    const account = await findPayee(ctx.db, { accountNumber: payee.accountNumber });
    if (!account) throw noPayeeMatches();
    return {
      payeeId: account.userId,
      name: payee.name,
      accountNumber: payee.accountNumber,
      bankDetails: null,
      dedupeKey: `Larkspur|${account.userId}`,
    };
  }
  return {
    payeeId: null,
    name: body.bankDetails.accountName,
    accountNumber: body.bankDetails.accountNumber,
    bankDetails: body.bankDetails,
    dedupeKey: bankAccountKey(body.type, body.bankDetails),
  };
}

/**
 * Saves a recipient for the owner and e-mails them that it was added, in one trx: the owner's row is locked while
 * their recipients are counted, so two saves cannot both take the last place.
 */
export async function addRecipient(ctx: AppContext, owner: User, body: AddRecipientBody): Promise<Recipient> {
  const resolved = await resolve(ctx, owner, body);
  try {
    const saved = await retryingTrx(ctx.db, async (trx) => {
      await lockUser(trx, owner.id);
      if ((await countRecipients(trx, owner.id)) >= limits.recipientsMax) throw tooMany();
      const inserted = await insertRecipient(trx, {
        id: randomUUID(),
        userId: owner.id,
        type: body.type,
        ...resolved,
        createdAt: ctx.clock.now(),
      });
      await ctx.mailer.enqueue(trx, recipientMails.added(owner, inserted, ctx.config.PUBLIC_URL));
      return inserted;
    });
    ctx.mailer.deliverSoon();
    return toRecipient(saved);
  } catch (error) {
    if (isUniqueViolation(error, "recipients_user_id_dedupe_key")) {
      throw new AppError("conflict", "error.recipientAlreadySaved");
    }
    throw error;
  }
}

export async function removeRecipient(ctx: AppContext, userId: string, recipientId: string): Promise<void> {
  if (!isUuid(recipientId) || !(await deleteRecipient(ctx.db, userId, recipientId))) {
    throw new AppError("not_found", "error.noSuchRecipient");
  }
}
