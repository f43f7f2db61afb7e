import { I18nProvider } from "@lingui/react";
import { lazy, type ReactNode, Suspense } from "react";
import { i18n } from "../lib/i18n";
import { useToastsRequested } from "../lib/toast";

const Toaster = lazy(async () => ({ default: (await import("../components/toaster")).Toaster }));

/**
 * App-wide providers: the active language's texts (src/lib/i18n.ts activates it before the first render) and the
 * toasts. The query client lives in QueryLayout, below the routes that fetch.
 */
export function Providers({ children }: { children: ReactNode }) {
  const toasts = useToastsRequested();
  return (
    <I18nProvider i18n={i18n}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </I18nProvider>
  );
}
