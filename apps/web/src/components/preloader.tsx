import { t } from "@lingui/core/macro";
import { LogoMark } from "./logo";

/**
 * Full-page loader while the session starts or the first page's code arrives. Its text comes from the active
 * language directly: the build prerenders it on its own, outside the app's language provider.
 */
export function Preloader() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink-50">
      <div role="status" className="flex flex-col items-center gap-4">
        <LogoMark className="size-12" />
        <span
          className="size-8 animate-spin rounded-full border-4 border-ink-200 border-t-ink-900"
          aria-hidden="true"
        />
        <span className="sr-only">{t`Loading`}</span>
      </div>
    </div>
  );
}
