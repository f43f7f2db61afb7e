import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { create } from "zustand";
import { persist } from "zustand/middleware";

/** The spec's `user` slice (section 3). */
export interface UserSlice {
  currentUser: CurrentUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

export interface SessionState {
  /** The sign-in token, sent as `token: Bearer <t>` by the api client. */
  token: string | null;
  user: UserSlice;
  /** Whether the start-up check of the stored token has finished in this tab; never persisted. */
  ready: boolean;
}

export interface SessionActions {
  startLoading: () => void;
  /** A user signs in; a null user marks the signed-out state (the token is kept). */
  loadUser: (user: CurrentUser | null) => void;
  signIn: (token: string, user: CurrentUser) => void;
  /** Forgets the token and the user. */
  signOut: () => void;
  markReady: () => void;
}

const signedOut: UserSlice = { currentUser: null, isAuthenticated: false, isLoading: false };

export const initialSessionState: SessionState = { token: null, user: signedOut, ready: false };

/** The key, shape and version the spec gives for the persisted state. */
export const sessionStorageKey = "larkspur";
export const sessionStorageVersion = 1;

export const useSession = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...initialSessionState,
      startLoading: () => set((state) => ({ user: { ...state.user, isLoading: true } })),
      loadUser: (user) =>
        set({ user: user ? { currentUser: user, isAuthenticated: true, isLoading: false } : signedOut }),
      signIn: (token, user) =>
        set({ token, user: { currentUser: user, isAuthenticated: true, isLoading: false } }),
      signOut: () => set({ token: null, user: signedOut }),
      markReady: () => set({ ready: true }),
    }),
    {
      name: sessionStorageKey,
      version: sessionStorageVersion,
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

/** The signed-in customer, or null. */
export function useCurrentUser(): CurrentUser | null {
  return useSession((state) => state.user.currentUser);
}

export function useIsSignedIn(): boolean {
  return useSession((state) => state.user.isAuthenticated && state.user.currentUser !== null);
}
