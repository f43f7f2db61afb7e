import { buttonClass } from "../components/button-styles";
import { LogoMark } from "../components/logo";
import { ReloadIcon } from "../components/menu-icons";

/**
 * Shown when a page crashes or its code cannot be fetched (typically an old tab after a new release): a reload
 * fetches the current version. It ships in the first bundle, since it is needed exactly when fetching code fails.
 */
export function RouteError() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-50 px-4">
      <div className="max-w-md text-center">
        <LogoMark className="mx-auto size-12" />
        <h1 className="mt-6 text-2xl font-semibold text-ink-900">Something went wrong</h1>
        <p className="mt-3 text-ink-600">This page could not be shown. Reloading usually fixes it.</p>
        <button
          type="button"
          className={`${buttonClass("primary")} mt-6`}
          onClick={() => window.location.reload()}
        >
          <ReloadIcon />
          Reload the page
        </button>
      </div>
    </main>
  );
}
