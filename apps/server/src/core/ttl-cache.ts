/**
 * A small per-process cache for rarely changing reads (company settings, department names)
 * that are hit on every request. Entries live `ttlMs`; so a change made by another process
 * shows within that time. Concurrent misses for one key share one load.
 */
export function createTtlCache<K, V>(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<K, { value: Promise<V>; at: number }>();
  return {
    async get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { value, at: Date.now() });
      value.catch(() => entries.delete(key));
      return value;
    },
    delete(key: K) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    /** Drops the entries whose key `drop` picks (a scan: for rare changes, not per request). */
    deleteWhere(drop: (key: K) => boolean) {
      for (const key of entries.keys()) if (drop(key)) entries.delete(key);
    },
  };
}

/** How long a process reuses rarely changing settings it has read. */
export const SETTINGS_CACHE_MS = 5_000;

export type TtlCache<K, V> = ReturnType<typeof createTtlCache<K, V>>;
