import { z } from "zod";

/** One live session of the caller, as the Devices card shows it; `id` names the session, never its token. */
export const deviceSession = z.object({
  id: z.uuid(),
  browser: z.string().nullable().describe('e.g. "Chrome 131"; null when the browser is not recognised'),
  os: z.string().nullable().describe('e.g. "macOS 10.15"; null when the system is not recognised'),
  ip: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  current: z.boolean().describe("This device: the session the request was made with"),
});
export type DeviceSession = z.infer<typeof deviceSession>;

/** `GET /api/sessions`: the caller's live sessions, the most recently used first. */
export const deviceSessionList = z.array(deviceSession);

export const sessionParams = z.object({ id: z.string().min(1).max(100) });

/** `POST /api/sessions/revoke-others`. */
export const revokeOthersResponse = z.object({ message: z.string(), revoked: z.number().int() });
