import { type ComponentType, lazy } from "react";
import { loadCataloguePart } from "./i18n";
import { whenIdle } from "./when-idle";

/**
 * React.lazy whose code is fetched only once the page is idle: for parts a prerendered page already shows as HTML
 * (prerender/render-page.tsx), which hydrate when their code arrives and need not compete with the first paint.
 * Their texts come with them: the `more` part of the catalogue (lingui.config.ts) arrives before they render.
 */
export function lazyWhenIdle<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => {
    await whenIdle();
    const [component] = await Promise.all([load(), loadCataloguePart("more")]);
    return { default: component };
  });
}
