import { describe, expect, it } from 'vitest';
import { canSwitchUnit, needsUnitChoice, switchUnitHref } from './unit-choice.ts';

describe('unit choice', () => {
  it('asks a person in two or more units without a current one', () => {
    expect(needsUnitChoice([])).toBe(false);
    expect(needsUnitChoice([{ current: false }])).toBe(false);
    expect(needsUnitChoice([{ current: false }, { current: false }])).toBe(true);
    expect(needsUnitChoice([{ current: false }, { current: true }])).toBe(false);
  });

  it('offers the switch from two units on', () => {
    expect(canSwitchUnit(undefined)).toBe(false);
    expect(canSwitchUnit([1])).toBe(false);
    expect(canSwitchUnit([1, 2])).toBe(true);
  });

  it('carries the redirect, encoded', () => {
    expect(switchUnitHref(null)).toBe('/login/switch');
    expect(switchUnitHref('/course/detail?id=3&x=1')).toBe(
      '/login/switch?redirect=%2Fcourse%2Fdetail%3Fid%3D3%26x%3D1',
    );
  });
});
