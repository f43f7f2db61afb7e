import { Trans } from "@lingui/react/macro";
import { buttonClass } from "../components/button-styles";
import { LogoMark } from "../components/logo";
import { ReloadIcon } from "../components/menu-icons";
import { text } from "../lib/texts";

/**
 * Shown when a page crashes or its code cannot be fetched (typically an old tab after a new release): a reload
 * fetches the current version. It ships in the first bundle, since it is needed exactly when fetching code fails;
 * its texts are in the first part of the catalogue for the same reason.
 */
export function RouteError() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-50 px-4">
      <div className="max-w-md text-center">
        <LogoMark className="mx-auto size-12" />
        <h1 className="mt-6 text-2xl font-semibold text-ink-900">{text("somethingWentWrong")}</h1>
        <p className="mt-3 text-ink-600">
          <Trans>This page could not be shown. Reloading usually fixes it.</Trans>
        </p>
        <button
          type="button"
          className={`${buttonClass("primary")} mt-6`}
          onClick={() => window.location.reload()}
        >
          <ReloadIcon />
          <Trans>Reload the page</Trans>
        </button>
      </div>
    </main>
  );
}
