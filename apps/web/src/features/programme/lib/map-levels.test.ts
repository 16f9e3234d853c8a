import { describe, expect, it } from 'vitest';
import { initialLevel, levelStatuses } from './map-levels.ts';

const level = (completed: boolean, locked: boolean) => ({ completed, locked });

describe('map levels', () => {
  it('marks done, current, open and locked levels', () => {
    const s = levelStatuses([level(true, false), level(false, false), level(false, true)]);
    expect(s).toEqual(['completed', 'current', 'locked']);
    expect(initialLevel(s)).toBe(1);
  });

  it('has one current level at most', () => {
    expect(levelStatuses([level(false, false), level(false, false)])).toEqual(['current', 'open']);
  });

  it('opens on the last level done when all are done, else the first', () => {
    expect(initialLevel(levelStatuses([level(true, false), level(true, false)]))).toBe(1);
    expect(initialLevel(levelStatuses([level(false, true)]))).toBe(0);
    expect(initialLevel([])).toBe(0);
  });
});
