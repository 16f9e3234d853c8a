import { describe, expect, it } from 'vitest';
import { currentUnitId } from './unit.mapper.ts';

const unit = (id: number, chosenAt: string | null = null) => ({
  id,
  name: `U${id}`,
  isManager: false,
  chosenAt: chosenAt ? new Date(chosenAt) : null,
});

describe('the current unit of a session', () => {
  it("is the session's switched-to unit while the person is its member", () => {
    expect(currentUnitId([unit(1), unit(2, '2026-01-02')], 1)).toBe(1);
    // No longer a member of 3: the last chosen one.
    expect(currentUnitId([unit(1), unit(2, '2026-01-02')], 3)).toBe(2);
  });

  it('is the unit chosen last, else the only unit, else none', () => {
    expect(currentUnitId([unit(1, '2026-01-03'), unit(2, '2026-01-02')], null)).toBe(1);
    expect(currentUnitId([unit(1)], null)).toBe(1);
    expect(currentUnitId([unit(1), unit(2)], null)).toBeNull();
    expect(currentUnitId([], null)).toBeNull();
  });
});
