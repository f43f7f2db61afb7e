import type { AppContext } from "../../context";
import { pingDatabase } from "./health.repo";

/** Whether the database answers; a load balancer stops sending requests to an instance that cannot reach it. */
export async function databaseIsUp(ctx: AppContext): Promise<boolean> {
  try {
    await pingDatabase(ctx.db);
    return true;
  } catch {
    return false;
  }
}
