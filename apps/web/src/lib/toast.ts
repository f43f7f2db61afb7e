import { useSyncExternalStore } from "react";
import { ApiError, genericErrorMessage } from "./api-error";

type Kind = "success" | "error" | "info";

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast was asked for yet: the toast container (and its library) only loads from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** `alone` first takes away every toast on screen, so news that changes the picture is not shown beside what it replaces. */
function show(kind: Kind, message: string, alone = false): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // Toasts raised before the container mounts are queued by react-toastify and shown once it does.
  void import("react-toastify").then(({ toast }) => {
    if (alone) toast.dismiss();
    toast[kind](message);
  });
}

export const notify = {
  success: (message: string) => show("success", message),
  successAlone: (message: string) => show("success", message, true),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
};

/** The server's message when it answered, else the generic text. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : genericErrorMessage();
}

export function toastError(error: unknown): void {
  notify.error(errorMessage(error));
}
