import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ZExamSave } from '@ascent/shared/exam';
import { badIpLine, initialValues, ipLines, toSaveBody } from './exam-form.ts';

describe('the exam editor form', () => {
  it('starts a new exam tomorrow at 9:00 for a week, and the body passes ZExamSave once a paper is chosen', () => {
    const now = dayjs('2030-05-01T15:20:00');
    const v = initialValues(undefined, now);
    expect(v.period![0].format('YYYY-MM-DD HH:mm')).toBe('2030-05-02 09:00');
    expect(v.period![1].format('YYYY-MM-DD HH:mm')).toBe('2030-05-09 09:00');
    const body = toSaveBody({ ...v, name: 'Safety', paperId: 3 });
    expect(ZExamSave.safeParse(body).success).toBe(true);
    expect(body.id).toBeUndefined();
    // No paper yet: the shared schema refuses it, as the server would.
    expect(ZExamSave.safeParse(toSaveBody({ ...v, name: 'Safety' })).success).toBe(false);
  });

  it('reads IP ranges one per line (or separated by commas) with the shared rule', () => {
    expect(ipLines(' 10.0.0.0/8 \n\n192.168.1.1-192.168.1.9, 172.16.0.1')).toEqual([
      '10.0.0.0/8',
      '192.168.1.1-192.168.1.9',
      '172.16.0.1',
    ]);
    expect(badIpLine('10.0.0.1\n10.0.0.256')).toBe('10.0.0.256');
    expect(badIpLine('10.0.0.9-10.0.0.1')).toBe('10.0.0.9-10.0.0.1');
    expect(badIpLine('1.2.3.4/24')).toBeNull();
  });

  it('sends the audience only for a limited exam, and round-trips a saved exam', () => {
    const v = initialValues(undefined, dayjs('2030-05-01T00:00:00'));
    const audience = { departmentIds: [1], positions: ['Engineer'], userIds: [2] };
    expect(toSaveBody({ ...v, name: 'A', paperId: 1, audience }).audience).toEqual({
      departmentIds: [],
      positions: [],
      userIds: [],
    });
    const limited = toSaveBody({ ...v, name: 'A', paperId: 1, visibility: 'limited', audience }, 7);
    expect(limited).toMatchObject({ id: 7, visibility: 'limited', audience });
  });
});
