import type { Dayjs } from 'dayjs';
import type { TSignupField, TSignupSubmit } from '@ascent/shared/signup';

/** What the detail page's form holds. */
export interface SignupFormValues {
  values?: Record<string, string | number | Dayjs | null | undefined>;
  reservation?: {
    roomId?: number;
    day?: Dayjs;
    time?: [Dayjs, Dayjs] | null;
    attendees?: number | null;
    purpose?: string;
  };
}

const isDayjs = (v: unknown): v is Dayjs =>
  !!v && typeof v === 'object' && typeof (v as Dayjs).format === 'function';

/** The day's date with the picked time of day. */
const onDay = (day: Dayjs, time: Dayjs) =>
  day.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);

/** The submit call's body from the form: answers as text, the slot as two instants. */
export function toSubmitBody(
  signupId: number,
  fields: readonly TSignupField[],
  form: SignupFormValues,
): TSignupSubmit {
  const body: TSignupSubmit = { signupId };
  if (fields.length) {
    const values: Record<string, string> = {};
    for (const f of fields) {
      const v = form.values?.[f.key];
      if (v === undefined || v === null || v === '') continue;
      values[f.key] = isDayjs(v) ? v.format('YYYY-MM-DD') : String(v);
    }
    body.values = values;
  }
  const r = form.reservation;
  if (r?.roomId && r.day && r.time) {
    body.reservation = {
      roomId: r.roomId,
      startAt: onDay(r.day, r.time[0]).toISOString(),
      endAt: onDay(r.day, r.time[1]).toISOString(),
      attendees: r.attendees ?? 1,
      purpose: r.purpose ?? '',
    };
  }
  return body;
}
