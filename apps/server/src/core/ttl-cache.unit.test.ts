import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('reuses a value within the ttl, reloads after it, and shares concurrent loads', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('k', load)).toBe(2);
    cache.delete('k');
    expect(await cache.get('k', load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string, number>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
