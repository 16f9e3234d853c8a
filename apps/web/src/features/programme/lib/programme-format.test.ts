import { describe, expect, it } from 'vitest';
import { formatRange, percentText } from './programme-format.ts';

describe('programme formatting', () => {
  it('writes percents within 0-100 with at most one decimal', () => {
    expect(percentText(0)).toBe('0%');
    expect(percentText(33.333)).toBe('33.3%');
    expect(percentText(100)).toBe('100%');
    expect(percentText(120)).toBe('100%');
    expect(percentText(-3)).toBe('0%');
    expect(percentText(Number.NaN)).toBe('0%');
  });

  it('keeps open ends open', () => {
    const f = (iso: string) => iso.slice(0, 10);
    expect(formatRange(null, null, f)).toEqual({ start: null, end: null });
    expect(formatRange('2026-01-02T00:00:00Z', null, f)).toEqual({
      start: '2026-01-02',
      end: null,
    });
  });
});
