import { describe, expect, it } from 'vitest';
import { ZReservationInput, ZSignupSave, checkFieldValues, type TSignupField } from './index.ts';

const fields: TSignupField[] = [
  { key: 'f1', label: 'No.', type: 'text', required: true, options: [] },
  { key: 'f2', label: 'Size', type: 'select', required: false, options: ['S', 'M'] },
  { key: 'f3', label: 'Age', type: 'number', required: false, options: [] },
  { key: 'f4', label: 'Day', type: 'date', required: false, options: [] },
];

describe('checkFieldValues', () => {
  it('refuses a missing required answer, a wrong choice, number or date, and unknown keys', () => {
    expect(checkFieldValues(fields, {})).toEqual({ key: 'f1', ref: 'signup.fieldRequired' });
    expect(checkFieldValues(fields, { f1: '  ' })).toEqual({
      key: 'f1',
      ref: 'signup.fieldRequired',
    });
    expect(checkFieldValues(fields, { f1: 'a', f2: 'L' })?.key).toBe('f2');
    expect(checkFieldValues(fields, { f1: 'a', f3: 'x' })?.key).toBe('f3');
    expect(checkFieldValues(fields, { f1: 'a', f4: '2030-13-45' })?.key).toBe('f4');
    expect(checkFieldValues(fields, { f1: 'a', zz: '1' })).toEqual({
      key: 'zz',
      ref: 'common.parameterError',
    });
    expect(checkFieldValues(fields, { f1: 'a', f2: 'M', f3: '12.5', f4: '2030-01-02' })).toBeNull();
  });
});

describe('sign-up schemas', () => {
  const base = {
    kind: 1,
    title: 'S',
    targetId: 3,
    startAt: '2030-01-01T00:00:00Z',
    endAt: '2030-01-02T00:00:00Z',
  };
  it('needs a target for kinds 1 and 5, fields for kind 3, start before end', () => {
    expect(ZSignupSave.safeParse(base).success).toBe(true);
    expect(ZSignupSave.safeParse({ ...base, targetId: null }).error?.issues[0]?.message).toBe(
      'signup.targetRequired',
    );
    expect(ZSignupSave.safeParse({ ...base, kind: 3 }).error?.issues[0]?.message).toBe(
      'signup.fieldsRequired',
    );
    expect(
      ZSignupSave.safeParse({ ...base, endAt: '2029-01-01T00:00:00Z' }).error?.issues[0]?.message,
    ).toBe('signup.startAfterEnd');
  });
  it('keeps a reservation within a day and after its start', () => {
    const r = { roomId: 1, startAt: '2030-01-01T09:00:00Z', endAt: '2030-01-01T10:00:00Z' };
    expect(ZReservationInput.safeParse(r).success).toBe(true);
    expect(ZReservationInput.safeParse({ ...r, endAt: r.startAt }).success).toBe(false);
    expect(ZReservationInput.safeParse({ ...r, endAt: '2030-01-03T09:00:00Z' }).success).toBe(
      false,
    );
  });
});
