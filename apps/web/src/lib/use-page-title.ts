import { brand } from "@larkspur/shared/brand";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";

/** The title the page rendered last asked for: the prerender writes it into each page's head, as effects do not run there. */
export const renderedTitle = { current: "" };

/**
 * Names the browser tab after the page, so screen-reader users hear where a navigation landed. `title` comes in the
 * reader's language; the home page's own (null) follows the language too.
 */
export function usePageTitle(title: string | null): void {
  const { t } = useLingui();
  const full = title
    ? `${title} · ${brand.name}`
    : `${brand.name} · ${t`Online banking and money transfers`}`;
  renderedTitle.current = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
