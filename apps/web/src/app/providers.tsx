import { lazy, type ReactNode, Suspense } from "react";
import { useToastsRequested } from "../lib/toast";

const Toaster = lazy(async () => ({ default: (await import("../components/toaster")).Toaster }));

/** App-wide providers. The query client lives in QueryLayout, below the routes that fetch. */
export function Providers({ children }: { children: ReactNode }) {
  const toasts = useToastsRequested();
  return (
    <>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
