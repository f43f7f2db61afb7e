import type { CurrentUser } from "@larkspur/shared/schemas/user";
import { createStore, useStore } from "zustand";
import { persist } from "zustand/middleware";

/** The signed-in user, as the app keeps it. */
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
  /** The server ended the session (idle, too old or revoked) rather than the customer signing out; never persisted. */
  sessionEnded: boolean;
}

export interface SessionActions {
  startLoading: () => void;
  /** A user signs in; a null user marks the signed-out state (the token is kept). */
  loadUser: (user: CurrentUser | null) => void;
  signIn: (token: string, user: CurrentUser) => void;
  /** Forgets the token and the user. */
  signOut: () => void;
  /** Forgets the token and the user after the server refused the token, so /login can say why. */
  endSession: () => void;
  markReady: () => void;
}

const signedOut: UserSlice = { currentUser: null, isAuthenticated: false, isLoading: false };

export const initialSessionState: SessionState = {
  token: null,
  user: signedOut,
  ready: false,
  sessionEnded: false,
};

/** The persisted state's key, shape and version; a stored sign-in survives only while they stay the same. */
export const sessionStorageKey = "larkspur";
export const sessionStorageVersion = 1;

type Session = SessionState & SessionActions;

const sessionStore = createStore<Session>()(
  persist(
    (set) => ({
      ...initialSessionState,
      startLoading: () => set((state) => ({ user: { ...state.user, isLoading: true } })),
      loadUser: (user) =>
        set({ user: user ? { currentUser: user, isAuthenticated: true, isLoading: false } : signedOut }),
      signIn: (token, user) =>
        set({
          token,
          user: { currentUser: user, isAuthenticated: true, isLoading: false },
          sessionEnded: false,
        }),
      signOut: () => set({ token: null, user: signedOut, sessionEnded: false }),
      endSession: () => set({ token: null, user: signedOut, sessionEnded: true }),
      markReady: () => set({ ready: true }),
    }),
    {
      name: sessionStorageKey,
      version: sessionStorageVersion,
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

/**
 * The state the build's prerendered pages are rendered in: no stored sign-in, start-up settled. React renders
 * with it on the server and reads it again while hydrating such a page (the store's initial state is React's
 * server snapshot), which main.tsx does only when the visitor's state is this one, so the two renders agree.
 */
const prerenderedState: Session = { ...sessionStore.getState(), token: null, user: signedOut, ready: true };
sessionStore.getInitialState = () => prerenderedState;

/** The session store as a hook (`useSession(selector)`), with the store's own methods (`useSession.getState()`). */
export const useSession = Object.assign(
  <T>(selector: (state: Session) => T): T => useStore(sessionStore, selector),
  sessionStore,
);

/** The signed-in customer, or null. */
export function useCurrentUser(): CurrentUser | null {
  return useSession((state) => state.user.currentUser);
}

export function useIsSignedIn(): boolean {
  return useSession((state) => state.user.isAuthenticated && state.user.currentUser !== null);
}

/** The signed-in user, or null, once the start-up check has settled. */
export function settledUser(): Promise<CurrentUser | null> {
  return new Promise((resolve) => {
    const settle = ({ ready, user }: SessionState) => {
      if (!ready) return false;
      resolve(user.isAuthenticated ? user.currentUser : null);
      return true;
    };
    if (settle(useSession.getState())) return;
    const unsubscribe = useSession.subscribe((state) => settle(state) && unsubscribe());
  });
}
