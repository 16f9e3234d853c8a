/** The opt-in response cache of spec section 7: entries live `ttl` ms (default 30 000). */
export const DEFAULT_CACHE_MS = 30_000;

export interface ResponseCache<V> {
  get(key: string, ttl: number): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
}

export function createResponseCache<V>(now: () => number = Date.now): ResponseCache<V> {
  const entries = new Map<string, { at: number; value: V }>();
  return {
    get(key, ttl) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now() - hit.at >= ttl) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value) {
      entries.set(key, { at: now(), value });
    },
    clear() {
      entries.clear();
    },
  };
}

/** `{ cache: true }` means the default; a number is its own lifetime; anything else, no cache. */
export function cacheLifetime(
  cache: boolean | number | undefined,
  fallback: number = DEFAULT_CACHE_MS,
): number {
  if (cache === true) return fallback;
  if (typeof cache === 'number' && cache > 0) return cache;
  return 0;
}
