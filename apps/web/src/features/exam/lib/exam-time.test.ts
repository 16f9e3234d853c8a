import { describe, expect, it } from 'vitest';
import { clockOffset, formatRemaining, remainingMs } from './exam-time.ts';

describe('the exam clock', () => {
  it('counts down to the server deadline on a corrected clock', () => {
    const offset = clockOffset('2026-03-01T09:00:10.000Z', Date.parse('2026-03-01T09:00:00.000Z'));
    expect(offset).toBe(10_000);
    const now = Date.parse('2026-03-01T09:00:00.000Z');
    expect(remainingMs('2026-03-01T09:30:10.000Z', offset, now)).toBe(30 * 60_000);
    expect(remainingMs('2026-03-01T08:00:00.000Z', offset, now)).toBe(0);
  });

  it('formats what is left', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(61_000)).toBe('01:01');
    expect(formatRemaining(59_001)).toBe('01:00');
    expect(formatRemaining(3_909_000)).toBe('1:05:09');
  });
});
