import { describe, expect, it } from 'vitest';
import { parseSheetTime, sheetTime } from './in-person-sheet.ts';

describe('attendance sheet times', () => {
  it('writes and reads local times at the browser offset', () => {
    const t = new Date('2030-01-01T01:30:00Z');
    expect(sheetTime(t, 480)).toBe('2030-01-01 09:30:00');
    expect(parseSheetTime('2030-01-01 09:30:00', 480)).toEqual(t);
    expect(parseSheetTime('2030/1/1 09:30', 480)).toEqual(t);
    expect(sheetTime(null, 0)).toBe('');
  });

  it('reads Excel date serials and refuses anything else', () => {
    // 47119.0625 = 2029-01-01 01:30
    expect(parseSheetTime('47119.0625', 0)).toEqual(new Date('2029-01-01T01:30:00Z'));
    expect(parseSheetTime('', 0)).toBeNull();
    expect(parseSheetTime('soon', 0)).toBe('invalid');
    expect(parseSheetTime('2030-02-30 09:00', 0)).toBe('invalid');
    expect(parseSheetTime('2030-01-01 25:00', 0)).toBe('invalid');
  });
});
