import { mainCurrency } from "@larkspur/shared/currencies";
import type { AppContext } from "../../context";

/** Where the audit log says an action came from when it did not come over HTTP (the CLI, the demo seed). */
export const SYSTEM_ORIGIN = "system";

/**
 * Above the four-eyes threshold (in cents) a transfer or a deposit needs two different operators' approvals. The
 * threshold is a dollar figure, so money in any other currency always needs two: no rate of the day decides who
 * reviews it.
 */
export function approvalsRequired(ctx: AppContext, money: { amount: bigint; currency: string }): number {
  return money.currency !== mainCurrency || money.amount > ctx.config.FOUR_EYES_THRESHOLD ? 2 : 1;
}
