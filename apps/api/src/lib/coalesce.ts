interface Caller<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Gathers the keys asked for during one turn of the event loop and looks them all up with one call, as DataLoader
 * does: under load, many requests then share one database round trip instead of making one each. Each caller gets
 * the value for its own key (undefined when the lookup found none) or the batch's error. A batch holds at most
 * `maxBatch` distinct keys; more start another.
 */
export function coalesce<K, V>(
  lookupAll: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 100,
): (key: K) => Promise<V | undefined> {
  let waiting: Map<K, Caller<V>[]> | undefined;

  const flush = async (batch: Map<K, Caller<V>[]>) => {
    try {
      const found = await lookupAll([...batch.keys()]);
      for (const [key, callers] of batch) for (const caller of callers) caller.resolve(found.get(key));
    } catch (error) {
      for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
    }
  };

  return (key) => {
    if (!waiting || (waiting.size >= maxBatch && !waiting.has(key))) {
      const batch = new Map<K, Caller<V>[]>();
      waiting = batch;
      setImmediate(() => {
        if (waiting === batch) waiting = undefined;
        void flush(batch);
      });
    }
    const batch = waiting;
    return new Promise<V | undefined>((resolve, reject) => {
      const callers = batch.get(key);
      if (callers) callers.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
  };
}

/** `coalesce` for each owner (a database, say) apart: keys asked of different owners are never batched together. */
export function coalescePerOwner<O extends object, K, V>(
  lookupAll: (owner: O, keys: K[]) => Promise<Map<K, V>>,
): (owner: O, key: K) => Promise<V | undefined> {
  const lookups = new WeakMap<O, (key: K) => Promise<V | undefined>>();
  return (owner, key) => {
    let lookup = lookups.get(owner);
    if (!lookup) {
      lookup = coalesce((keys: K[]) => lookupAll(owner, keys));
      lookups.set(owner, lookup);
    }
    return lookup(key);
  };
}
