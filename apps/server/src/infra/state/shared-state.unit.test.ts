import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryState } from './shared-state.ts';

describe('MemoryState', () => {
  afterEach(() => vi.useRealTimers());

  it('expires values, takes once, counts and locks', async () => {
    vi.useFakeTimers();
    const s = new MemoryState();
    await s.set('k', 'v', 1);
    expect(await s.get('k')).toBe('v');
    vi.advanceTimersByTime(1001);
    expect(await s.get('k')).toBeNull();
    await s.set('c', 'x', 10);
    expect(await s.take('c')).toBe('x');
    expect(await s.take('c')).toBeNull();
    expect(await s.incr('n', 5)).toBe(1);
    expect(await s.incr('n', 5)).toBe(2);
    vi.advanceTimersByTime(5001);
    expect(await s.incr('n', 5)).toBe(1);
    expect(await s.lock('l', 1)).toBe(true);
    expect(await s.lock('l', 1)).toBe(false);
    vi.advanceTimersByTime(1001);
    expect(await s.lock('l', 1)).toBe(true);
  });
});
