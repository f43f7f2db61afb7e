import type { SignedInUser } from "./sessions.service";

/** At most this many sessions are held; a new one then pushes out the one held longest. */
export const SESSION_CACHE_ENTRIES = 10_000;

/**
 * The users of recently seen sessions, by token hash, for a few seconds: a request whose session is held reads only
 * what may have changed (liveness, the user row's stamp, balances) instead of the user's every column. Never trusted
 * alone: `sessionUser` checks each held session against the database on every request.
 */
export interface SessionCache {
  get(tokenHash: string, now: Date): SignedInUser | undefined;
  set(tokenHash: string, user: SignedInUser, now: Date): void;
  drop(tokenHash: string): void;
  size(): number;
}

export function createSessionCache(seconds: number, entries = SESSION_CACHE_ENTRIES): SessionCache {
  const held = new Map<string, { user: SignedInUser; until: number }>();
  return {
    get(tokenHash, now) {
      const entry = held.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now.getTime()) return entry.user;
      held.delete(tokenHash);
      return undefined;
    },
    set(tokenHash, user, now) {
      held.delete(tokenHash);
      if (held.size >= entries) {
        const oldest = held.keys().next();
        if (!oldest.done) held.delete(oldest.value);
      }
      held.set(tokenHash, { user, until: now.getTime() + seconds * 1000 });
    },
    drop(tokenHash) {
      held.delete(tokenHash);
    },
    size: () => held.size,
  };
}
