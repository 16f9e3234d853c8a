import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { translateRef } from '@ascent/shared/errors';
import { ZStudyPlanSave } from '@ascent/shared/study-plan';
import { formValuesOf, nextFieldKey, toSaveBody } from './plan-form.ts';

const firstMessage = (body: unknown) => {
  const r = ZStudyPlanSave.safeParse(body);
  return r.success ? null : translateRef(r.error.issues[0]!.message, 'en-US');
};

describe('study plan form', () => {
  it('gives new fields keys no other field uses', () => {
    expect(nextFieldKey([])).toBe('f1');
    expect(nextFieldKey([{ key: 'f2' }])).toBe('f3');
    expect(nextFieldKey([{ key: 'f1' }, { key: 'f3' }])).toBe('f4');
  });

  it('is checked by the shared schema the server uses', () => {
    const v = { ...formValuesOf(null), name: 'Plan' };
    expect(firstMessage(toSaveBody(v))).toBe('Choose at least one department');
    const ok = { ...v, departments: [{ departmentId: 3, managerIds: [] }] };
    expect(firstMessage(toSaveBody(ok))).toBeNull();
    expect(
      firstMessage(toSaveBody({ ...ok, period: [dayjs('2026-02-01'), dayjs('2026-01-01')] })),
    ).toBe('The start time cannot be greater than the end time');
  });
});
