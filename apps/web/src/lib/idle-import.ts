import { useEffect, useState } from "react";
import { whenIdle } from "./lazy-when-idle";

/** Code fetched at most once at a time for every component that uses it; a failed fetch may be tried again. */
export interface SharedImport<Module> {
  load: () => Promise<Module>;
  /** The module, once it has arrived. */
  loaded: () => Module | undefined;
}

export function sharedImport<Module>(importModule: () => Promise<Module>): SharedImport<Module> {
  let pending: Promise<Module> | undefined;
  let loaded: Module | undefined;
  return {
    load: () => {
      pending ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => loaded,
  };
}

/**
 * The module of `code`, or undefined until it has arrived: code a page needs only on demand (a menu, a dialog), so
 * it is fetched once the page is idle rather than before the page's first paint, or at once while `needed`. A fetch
 * that fails while the code is needed goes to the route's error boundary, like a page's own code that fails.
 */
export function useIdleImport<Module>(code: SharedImport<Module>, needed: boolean): Module | undefined {
  const [module, setModule] = useState(code.loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (module) return;
    let current = true;
    const start = needed ? Promise.resolve() : whenIdle();
    start.then(code.load).then(
      (arrived) => current && setModule(() => arrived),
      (error: unknown) => current && needed && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [code, module, needed]);
  if (failure) throw failure.error;
  return module;
}
