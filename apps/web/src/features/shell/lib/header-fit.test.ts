import { describe, expect, it } from 'vitest';
import { fitHeaderEntries } from './header-fit.ts';

/** Entries of the given widths with a gap of 4 between them: where each ends. */
const endsOf = (...widths: number[]) => {
  let at = -4;
  return widths.map((w) => (at += 4 + w));
};

describe('fitHeaderEntries', () => {
  it('shows every entry when they fit and are at most the limit', () => {
    expect(fitHeaderEntries(endsOf(60, 60, 60), 200, 70)).toBe(3);
    expect(fitHeaderEntries(endsOf(60, 60, 60), 188, 70)).toBe(3);
    expect(fitHeaderEntries([], 100, 70)).toBe(0);
  });

  it("keeps room for 'more' when some must go", () => {
    // 60 + 4 + 60 = 124; with 'more' (70) 194 <= 200; the third would end at 258.
    expect(fitHeaderEntries(endsOf(60, 60, 60), 187, 70)).toBe(1);
    expect(fitHeaderEntries(endsOf(60, 60, 60, 60), 200, 70)).toBe(2);
  });

  it("shows at most limit - 1 entries and 'more' when there are more than the limit", () => {
    const ends = endsOf(50, 50, 50, 50, 50, 50, 50, 50, 50, 50);
    expect(fitHeaderEntries(ends, 10_000, 70)).toBe(7);
    expect(fitHeaderEntries(ends.slice(0, 8), 10_000, 70)).toBe(8);
    expect(fitHeaderEntries(ends, 10_000, 70, 4)).toBe(3);
  });

  it('always shows the first entry (home), however narrow the bar', () => {
    expect(fitHeaderEntries(endsOf(60, 60), 50, 70)).toBe(1);
  });
});
