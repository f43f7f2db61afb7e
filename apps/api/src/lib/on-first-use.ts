/**
 * What `make` answers, made by the first call and shared by every later one: for what a process should load or make
 * only once it needs it (a library's heap, a store's folders). A failed making is forgotten, so the next call tries
 * again rather than failing for the rest of the process's life.
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
