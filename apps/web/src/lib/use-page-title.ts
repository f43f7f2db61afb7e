import { brand } from "@larkspur/shared/brand";
import { useEffect } from "react";

/** Names the browser tab after the page, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${brand.name}`
      : `${brand.name} · Online banking and money transfers`;
  }, [title]);
}
