import type { AppContext } from "../../context";

/** Where the audit log says an action came from when it did not come over HTTP (the CLI, the demo seed). */
export const SYSTEM_ORIGIN = "system";

/** Above the four-eyes threshold a transfer or a deposit needs two different operators' approvals. */
export function approvalsRequired(ctx: AppContext, amount: bigint): number {
  return amount > ctx.config.FOUR_EYES_THRESHOLD ? 2 : 1;
}
