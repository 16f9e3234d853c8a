import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ZSignupSave } from '@ascent/shared/signup';
import { toFormValues, toSaveBody } from './signup-form.ts';

describe('sign-up editor form', () => {
  it('builds a valid kind-3 body with field keys and options per line', () => {
    const body = toSaveBody({
      kind: 3,
      title: 'Materials',
      window: [dayjs('2030-01-01T08:00:00Z'), dayjs('2030-01-05T08:00:00Z')],
      targetId: 4,
      fields: [
        { key: 'f2', label: 'A', type: 'text' },
        { label: 'Size', type: 'select', options: 'S\n M \n\nL' },
      ],
    });
    expect(body.targetId).toBeNull();
    expect(body.fields).toEqual([
      { key: 'f2', label: 'A', type: 'text', required: false, options: [] },
      { key: 'f1', label: 'Size', type: 'select', required: false, options: ['S', 'M', 'L'] },
    ]);
    expect(ZSignupSave.safeParse(body).success).toBe(true);
  });

  it('keeps the target for kinds 1 and 5 and round-trips a saved sign-up', () => {
    const body = toSaveBody(
      { kind: 1, title: 'P', targetId: 9, window: [dayjs(), dayjs().add(1, 'day')] },
      5,
    );
    expect(body).toMatchObject({ id: 5, kind: 1, targetId: 9, fields: [], roomIds: [] });
    const back = toFormValues({
      id: 5,
      kind: 3,
      title: 'X',
      status: 'draft',
      window: 'inProgress',
      startAt: '2030-01-01T00:00:00.000Z',
      endAt: '2030-01-02T00:00:00.000Z',
      capacity: 3,
      taken: 0,
      requiresApproval: true,
      targetTitle: null,
      updatedAt: '2030-01-01T00:00:00.000Z',
      description: '',
      targetId: null,
      activityStartAt: null,
      cancelDeadline: null,
      departmentIds: [2],
      departmentNames: { 2: 'Sales' },
      fields: [{ key: 'f1', label: 'S', type: 'select', required: true, options: ['a', 'b'] }],
      roomIds: [],
    });
    expect(back.fields).toEqual([
      { key: 'f1', label: 'S', type: 'select', required: true, options: 'a\nb' },
    ]);
  });
});
