import { Redis } from 'ioredis';

/**
 * State that several server processes must agree on: rate counters, captchas, short-lived
 * caches and locks. In process by default; Redis when REDIS_URL is set (decisions.md s.4).
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Reads and deletes in one step (single-use values such as captchas). */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Increments a counter, starting its TTL on first use; returns the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Takes a lock if free; returns false when someone else holds it. */
  lock(key: string, ttlSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryState implements SharedState {
  readonly kind = 'memory' as const;
  private readonly values = new Map<string, { value: string; expiresAt: number }>();
  private sweeps = 0;

  private live(key: string) {
    const entry = this.values.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.values.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    // Drop expired entries now and then so the map cannot grow without bound.
    if (++this.sweeps % 1000 !== 0) return;
    const now = Date.now();
    for (const [k, v] of this.values) if (v.expiresAt <= now) this.values.delete(k);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }
  async set(key: string, value: string, ttlSeconds: number) {
    this.sweep();
    this.values.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  }
  async take(key: string) {
    const v = this.live(key)?.value ?? null;
    this.values.delete(key);
    return v;
  }
  async del(key: string) {
    this.values.delete(key);
  }
  async incr(key: string, ttlSeconds: number) {
    const entry = this.live(key);
    const next = (entry ? Number(entry.value) : 0) + 1;
    await this.set(key, String(next), entry ? (entry.expiresAt - Date.now()) / 1000 : ttlSeconds);
    return next;
  }
  async lock(key: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    await this.set(key, '1', ttlSeconds);
    return true;
  }
  async close() {
    this.values.clear();
  }
}

export class RedisState implements SharedState {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(url: string, prefix: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.prefix = prefix;
  }
  private k(key: string) {
    return this.prefix + key;
  }
  async get(key: string) {
    return this.redis.get(this.k(key));
  }
  async set(key: string, value: string, ttlSeconds: number) {
    await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.round(ttlSeconds * 1000)));
  }
  async take(key: string) {
    return this.redis.getdel(this.k(key));
  }
  async del(key: string) {
    await this.redis.del(this.k(key));
  }
  async incr(key: string, ttlSeconds: number) {
    const [[, value] = []] = (await this.redis
      .multi()
      .incr(this.k(key))
      .pexpire(this.k(key), Math.round(ttlSeconds * 1000), 'NX')
      .exec()) as [Error | null, unknown][];
    return Number(value);
  }
  async lock(key: string, ttlSeconds: number) {
    const ok = await this.redis.set(this.k(key), '1', 'PX', Math.round(ttlSeconds * 1000), 'NX');
    return ok === 'OK';
  }
  async close() {
    await this.redis.quit();
  }
}

export function createSharedState(redisUrl: string, prefix: string): SharedState {
  return redisUrl ? new RedisState(redisUrl, prefix) : new MemoryState();
}
