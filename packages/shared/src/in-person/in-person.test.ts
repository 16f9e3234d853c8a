import { describe, expect, it } from 'vitest';
import {
  attendanceStateOf,
  isAttended,
  signInWindow,
  signOutWindow,
  type InPersonWindowRule,
} from './index.ts';

const MIN = 60_000;
const start = new Date('2030-01-01T09:00:00Z');
const end = new Date('2030-01-01T11:00:00Z');
const rule = (over: Partial<InPersonWindowRule> = {}): InPersonWindowRule => ({
  startAt: start,
  endAt: end,
  signInBeforeMinutes: 30,
  signInAfterMinutes: 20,
  lateAfterMinutes: 10,
  requireSignOut: false,
  signOutBeforeMinutes: 15,
  signOutAfterMinutes: 30,
  ...over,
});
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MIN);

describe('face-to-face attendance rules', () => {
  it('windows open before and close after their anchors', () => {
    expect(signInWindow(rule())).toEqual({
      opensAt: at(start, -30).getTime(),
      closesAt: at(start, 20).getTime(),
    });
    expect(signOutWindow(rule())).toEqual({
      opensAt: at(end, -15).getTime(),
      closesAt: at(end, 30).getTime(),
    });
  });

  it('attended: signed in, and signed out where required', () => {
    expect(isAttended(rule(), start, null)).toBe(true);
    expect(isAttended(rule({ requireSignOut: true }), start, null)).toBe(false);
    expect(isAttended(rule({ requireSignOut: true }), start, end)).toBe(true);
    expect(isAttended(rule(), null, end)).toBe(false);
  });

  it('derives each state', () => {
    const none = { signInAt: null, signOutAt: null, onLeave: false };
    expect(attendanceStateOf(rule(), none, at(start, -5))).toBe('notSignedIn');
    expect(attendanceStateOf(rule(), none, at(end, 1))).toBe('absent');
    expect(attendanceStateOf(rule(), { ...none, onLeave: true }, at(end, 1))).toBe('leave');
    expect(attendanceStateOf(rule(), { ...none, signOutAt: end }, at(end, 1))).toBe('signedOut');
    expect(attendanceStateOf(rule(), { ...none, signInAt: at(start, 5) })).toBe('attended');
    expect(attendanceStateOf(rule(), { ...none, signInAt: at(start, 11) })).toBe('late');
    const out = rule({ requireSignOut: true });
    expect(attendanceStateOf(out, { ...none, signInAt: start })).toBe('signedIn');
    expect(attendanceStateOf(out, { ...none, signInAt: at(start, 15) })).toBe('late');
    expect(attendanceStateOf(out, { ...none, signInAt: start, signOutAt: at(end, -5) })).toBe(
      'leftEarly',
    );
    expect(attendanceStateOf(out, { ...none, signInAt: start, signOutAt: at(end, 5) })).toBe(
      'attended',
    );
  });
});
