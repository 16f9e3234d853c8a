import type { PubSub } from '../infra/pubsub/pubsub.ts';
import { createTtlCache } from './ttl-cache.ts';

/** The pub/sub channel on which a cache entry's invalidation reaches every server process. */
export const CACHE_CHANNEL = 'cache:forget';

type CacheKey = string | number;

/** A process's cache whose invalidations reach every process (SharedCaches.cache). */
export interface SharedCache<K extends CacheKey, V> {
  /** The entry, loaded once per `ttlMs` (concurrent misses share one load). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /**
   * Drops the entry in this process at once and in every other process as soon as it hears
   * (Redis pub/sub: milliseconds). Call it after the change is committed.
   */
  forget(key: K): Promise<void>;
  /** The same for every entry whose key starts with `prefix` (say, every entry of one user). */
  forgetPrefix(prefix: string): Promise<void>;
  /** The same for every entry (a change that touches many keys at once). */
  forgetAll(): Promise<void>;
}

interface Forget {
  name: string;
  /** Absent (and no prefix): every entry of the cache. */
  key?: CacheKey;
  /** Every entry whose key starts with it. */
  prefix?: string;
}

/**
 * The named caches of hot, rarely changing reads (a company's settings, a course's rules),
 * each kept per process for `ttlMs` and dropped in every process when it changes: the change
 * is announced on the pub/sub (Redis when REDIS_URL is set, so every process hears it). The TTL
 * stays as the bound for a missed announcement (best effort: a process whose Redis connection
 * was down meanwhile). docs/decisions.md "Caches across processes" lists what each may serve
 * stale.
 */
export function createSharedCaches(pubsub: PubSub) {
  const drops = new Map<string, (forget: Forget) => void>();
  let unsubscribe: (() => Promise<void>) | null = null;

  const hear = (message: string) => {
    let forget: Forget;
    try {
      forget = JSON.parse(message) as Forget;
    } catch {
      return;
    }
    drops.get(forget.name)?.(forget);
  };

  return {
    /** A cache named `name` (unique in the process: the announcement names it). */
    cache<K extends CacheKey, V>(name: string, ttlMs: number, maxEntries = 10_000) {
      if (drops.has(name)) throw new Error(`shared cache ${name} exists`);
      const local = createTtlCache<K, V>(ttlMs, maxEntries);
      const dropPrefix = (prefix: string) =>
        local.deleteWhere((key) => String(key).startsWith(prefix));
      drops.set(name, ({ key, prefix }) => {
        if (key !== undefined) local.delete(key as K);
        else if (prefix !== undefined) dropPrefix(prefix);
        else local.clear();
      });
      const cache: SharedCache<K, V> = {
        get: (key, load) => local.get(key, load),
        async forget(key) {
          local.delete(key);
          await pubsub.publish(CACHE_CHANNEL, JSON.stringify({ name, key } satisfies Forget));
        },
        async forgetPrefix(prefix) {
          dropPrefix(prefix);
          await pubsub.publish(CACHE_CHANNEL, JSON.stringify({ name, prefix } satisfies Forget));
        },
        async forgetAll() {
          local.clear();
          await pubsub.publish(CACHE_CHANNEL, JSON.stringify({ name } satisfies Forget));
        },
      };
      return cache;
    },

    /** Listens for other processes' invalidations (app.ts: when the app starts). */
    async start() {
      unsubscribe ??= await pubsub.subscribe(CACHE_CHANNEL, hear);
    },

    async stop() {
      await unsubscribe?.();
      unsubscribe = null;
    },
  };
}

export type SharedCaches = ReturnType<typeof createSharedCaches>;
