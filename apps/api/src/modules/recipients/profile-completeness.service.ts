import type { ProfileCompleteness } from "@larkspur/shared/schemas/recipients";
import type { AppContext } from "../../context";
import type { User } from "../../db/types";
import { hasBankAccount } from "./recipients.repo";

/**
 * How complete a customer's profile is: a quarter each for a mobile number, a confirmed e-mail address, a card and a
 * saved bank account. Cards cannot be added yet, so that quarter stays open.
 */
export async function profileCompleteness(ctx: AppContext, user: User): Promise<ProfileCompleteness> {
  const steps = {
    mobile: user.phone.trim() !== "",
    email: user.email_verified_at !== null,
    card: false,
    bankAccount: await hasBankAccount(ctx.db, user.id),
  };
  const done = Object.values(steps).filter(Boolean).length;
  return { percent: done * 25, ...steps };
}
