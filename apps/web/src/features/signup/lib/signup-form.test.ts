import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toSubmitBody } from './signup-form.ts';

describe('toSubmitBody', () => {
  it('turns answers into text and the slot into two instants on the chosen day', () => {
    const day = dayjs('2030-05-06T00:00:00');
    const body = toSubmitBody(
      4,
      [
        { key: 'f1', label: 'N', type: 'number', required: true, options: [] },
        { key: 'f2', label: 'D', type: 'date', required: false, options: [] },
        { key: 'f3', label: 'T', type: 'text', required: false, options: [] },
      ],
      {
        values: { f1: 12, f2: dayjs('2030-01-02T10:00:00'), f3: '' },
        reservation: {
          roomId: 3,
          day,
          time: [dayjs('2000-01-01T09:30:00'), dayjs('2000-01-01T11:00:00')],
          attendees: 5,
        },
      },
    );
    expect(body.values).toEqual({ f1: '12', f2: '2030-01-02' });
    expect(body.reservation).toEqual({
      roomId: 3,
      startAt: dayjs('2030-05-06T09:30:00').toISOString(),
      endAt: dayjs('2030-05-06T11:00:00').toISOString(),
      attendees: 5,
      purpose: '',
    });
  });

  it('sends only the id for kinds without a form', () => {
    expect(toSubmitBody(9, [], {})).toEqual({ signupId: 9 });
  });
});
