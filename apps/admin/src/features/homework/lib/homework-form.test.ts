import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ZHomeworkSave } from '@ascent/shared/homework';
import { toFormValues, toSaveBody } from './homework-form.ts';

describe('homework form', () => {
  it('starts a new homework with one empty step and a week-long window', () => {
    const now = dayjs('2030-01-01T10:20:00Z');
    const v = toFormValues(null, now);
    expect(v.steps).toEqual([{ title: '', content: '', files: [] }]);
    expect(v.window![1].diff(v.window![0], 'day')).toBe(7);
    // An empty step is refused by the shared rule.
    expect(ZHomeworkSave.safeParse(toSaveBody({ ...v, title: 'T' })).success).toBe(false);
  });

  it('sends step ids, file ids and no audience unless limited', () => {
    const now = dayjs('2030-01-01T10:00:00Z');
    const body = toSaveBody(
      {
        ...toFormValues(null, now),
        title: 'T',
        visibility: 'all',
        audience: { departmentIds: [1], positions: [], userIds: [] },
        steps: [
          { id: 4, title: 'A', content: 'x', files: [] },
          {
            title: 'B',
            content: '',
            files: [{ fileId: 9 } as never],
          },
        ],
      },
      3,
    );
    expect(body).toMatchObject({
      id: 3,
      audience: { departmentIds: [] },
      steps: [
        { id: 4, title: 'A', content: 'x', fileIds: [] },
        { title: 'B', content: '', fileIds: [9] },
      ],
    });
    expect(ZHomeworkSave.safeParse(body).success).toBe(true);
  });
});
