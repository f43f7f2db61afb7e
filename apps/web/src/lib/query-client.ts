import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";
import { toastError } from "./toast";

declare module "@tanstack/react-query" {
  interface Register {
    /** `errorToast: false` on a mutation that shows its own message for failures. */
    mutationMeta: { errorToast?: boolean };
  }
}

/** Retrying cannot fix what the server refused (4xx); it can help with a dropped connection or a 5xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    // Every failed mutation tells the customer why unless it handles the failure itself.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) toastError(error);
      },
    }),
  });
}

/** The one client of the app; QueryLayout provides it and sign-out clears it. */
export const queryClient = createQueryClient();
