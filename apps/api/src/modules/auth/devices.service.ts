import type { DeviceSession } from "@larkspur/shared/schemas/devices";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/app-error";
import { deviceName } from "../../lib/device-names";
import { isUuid } from "../../lib/ids";
import { listLiveSessionsOf, revokeLiveSessionOf, revokeOtherSessions } from "./sessions.repo";
import { type SignedInUser, sessionLiveness } from "./sessions.service";

const noSuchSession = () => new AppError("not_found", "error.noSuchSession");

/** The caller's live sessions, each with the browser and system it signed in from; "current" is the one asking. */
export async function listDevices(ctx: AppContext, caller: SignedInUser): Promise<DeviceSession[]> {
  const sessions = await listLiveSessionsOf(ctx.db, caller.id, sessionLiveness(ctx));
  return sessions.map((session) => ({
    id: session.id,
    ...deviceName(session.user_agent),
    ip: session.ip,
    createdAt: session.created_at.toISOString(),
    lastUsedAt: session.last_used_at.toISOString(),
    current: session.id === caller.session_id,
  }));
}

/** Signs out one of the caller's own live sessions; any other id, another's included, is not found. */
export async function signOutDevice(ctx: AppContext, caller: SignedInUser, sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) throw noSuchSession();
  if (!(await revokeLiveSessionOf(ctx.db, caller.id, sessionId, sessionLiveness(ctx)))) throw noSuchSession();
}

/** Signs out every session of the caller but the one asking; answers how many ended. */
export function signOutOtherDevices(ctx: AppContext, caller: SignedInUser): Promise<number> {
  return revokeOtherSessions(ctx.db, caller.id, caller.session_id, ctx.clock.now());
}
