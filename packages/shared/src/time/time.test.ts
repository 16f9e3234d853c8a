import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  addDays,
  dayOf,
  formatInstant,
  isTimeZone,
  periodFirstDay,
  periodStart,
  startOfDay,
  zTimeZone,
} from './index.ts';

describe('time in a company time zone', () => {
  // 16:30 UTC on 28 November is 00:30 on the 29th in Shanghai (UTC+8, no DST).
  const afterUtcMidnightInShanghai = new Date('2026-11-28T16:30:00Z');

  it('takes the day of an instant in the zone, not in UTC or the machine', () => {
    expect(dayOf(afterUtcMidnightInShanghai, DEFAULT_TIME_ZONE)).toBe('2026-11-29');
    expect(dayOf(afterUtcMidnightInShanghai, 'UTC')).toBe('2026-11-28');
    expect(dayOf(afterUtcMidnightInShanghai, 'America/New_York')).toBe('2026-11-28');
    expect(dayOf(new Date('2026-11-28T15:59:59Z'), DEFAULT_TIME_ZONE)).toBe('2026-11-28');
  });

  it('finds the instant a day begins, across DST changes too', () => {
    expect(startOfDay('2026-11-29', DEFAULT_TIME_ZONE).toISOString()).toBe(
      '2026-11-28T16:00:00.000Z',
    );
    expect(startOfDay('2026-11-29', 'UTC').toISOString()).toBe('2026-11-29T00:00:00.000Z');
    // New York: EDT (UTC-4) until 1 November 2026, EST (UTC-5) after.
    expect(startOfDay('2026-11-01', 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(startOfDay('2026-11-02', 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
    // Kathmandu is UTC+5:45.
    expect(startOfDay('2026-11-29', 'Asia/Kathmandu').toISOString()).toBe(
      '2026-11-28T18:15:00.000Z',
    );
  });

  it('counts weeks from Monday and months from the first, in the zone', () => {
    // Sunday 29 November 2026 in Shanghai, still Saturday the 28th in UTC.
    expect(periodFirstDay('day', afterUtcMidnightInShanghai, DEFAULT_TIME_ZONE)).toBe('2026-11-29');
    expect(periodFirstDay('week', afterUtcMidnightInShanghai, DEFAULT_TIME_ZONE)).toBe(
      '2026-11-23',
    );
    expect(periodFirstDay('week', afterUtcMidnightInShanghai, 'UTC')).toBe('2026-11-23');
    expect(periodFirstDay('week', new Date('2026-11-30T16:30:00Z'), DEFAULT_TIME_ZONE)).toBe(
      '2026-11-30',
    );
    expect(periodFirstDay('month', new Date('2026-11-30T16:30:00Z'), DEFAULT_TIME_ZONE)).toBe(
      '2026-12-01',
    );
    expect(
      periodStart('month', new Date('2026-11-30T16:30:00Z'), DEFAULT_TIME_ZONE).toISOString(),
    ).toBe('2026-11-30T16:00:00.000Z');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('accepts IANA zones only', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(zTimeZone.safeParse('Europe/Berlin').success).toBe(true);
    expect(zTimeZone.safeParse('+08:00').success).toBe(false);
    expect(zTimeZone.safeParse(8).success).toBe(false);
  });

  it("shows an instant one way per locale, on the zone's wall clock, whatever the machine's", () => {
    const at = '2026-11-28T16:30:05Z'; // 00:30:05 on the 29th in Shanghai
    expect(formatInstant(at, 'zh-CN', DEFAULT_TIME_ZONE)).toBe('2026-11-29 00:30');
    expect(formatInstant(at, 'zh-TW', DEFAULT_TIME_ZONE, 'date')).toBe('2026-11-29');
    expect(formatInstant(at, 'en-US', DEFAULT_TIME_ZONE)).toBe('Nov 29, 2026 00:30');
    expect(formatInstant(at, 'en-US', 'America/New_York', 'dateTimeSeconds')).toBe(
      'Nov 28, 2026 11:30:05',
    );
    expect(formatInstant(new Date(at), 'zh-CN', 'UTC', 'time')).toBe('16:30');
    expect(formatInstant(at, 'zh-CN', DEFAULT_TIME_ZONE, 'timeSeconds')).toBe('00:30:05');
    expect(formatInstant(null, 'zh-CN', DEFAULT_TIME_ZONE)).toBe('');
    expect(formatInstant('not a date', 'zh-CN', DEFAULT_TIME_ZONE)).toBe('');
  });
});
