import { describe, expect, it } from 'vitest';
import { formatRemaining, minutesBetween } from './time.ts';

describe('practice times', () => {
  it('shows the time left as hours, minutes and seconds, never below zero', () => {
    expect(formatRemaining(45 * 60_000)).toBe('0:45:00');
    expect(formatRemaining(3_600_000 + 61_500)).toBe('1:01:02');
    expect(formatRemaining(-5)).toBe('0:00:00');
  });
  it('counts the minutes a session took', () => {
    expect(minutesBetween('2026-01-01T10:00:00Z', '2026-01-01T10:12:01Z')).toBe(13);
    expect(minutesBetween('2026-01-01T10:00:00Z', null)).toBeNull();
  });
});

import { accuracy } from './labels.ts';

describe('accuracy', () => {
  it('is the share of right answers among the answered ones', () => {
    expect(accuracy(2, 3)).toBe(67);
    expect(accuracy(0, 0)).toBe(0);
  });
});
