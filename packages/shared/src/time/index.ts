export * from './time-zone-schema.ts';

/**
 * Time in a company's time zone (shared decisions s.6): "today", "this week" and "this month"
 * are the company's, on the server and in the browser, whatever zone the machine or the
 * browser is in. Built on Intl only (no time-zone data of our own).
 */

/** A company's time zone unless its administrator chose another. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** A calendar day, YYYY-MM-DD. */
export type Day = string;

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, f);
  }
  return f;
}

/** Whether `timeZone` is an IANA zone this runtime knows (`Asia/Shanghai`, `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  // An IANA name (Intl alone would also take offsets such as +08:00).
  if (timeZone.length > 64 || !/^[A-Za-z][A-Za-z_]*(\/[A-Za-z0-9_+-]+)*$/.test(timeZone))
    return false;
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on the wall in `timeZone` shows at `at`. */
function wallClock(at: Date, timeZone: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of formatIn(timeZone).formatToParts(at))
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as unknown as WallClock;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of an instant in a time zone. */
export function dayOf(at: Date, timeZone: string): Day {
  const w = wallClock(at, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a calendar day begins in a time zone (its first moment, DST included). */
export function startOfDay(day: Day, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d);
  // The offset at the guess, then again at the answer (it differs when a DST change is near).
  let at = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  at = midnightUtc - offsetAt(new Date(at), timeZone);
  return new Date(at);
}

/** A day `n` days after (or before) another. */
export function addDays(day: Day, n: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

export type Period = 'day' | 'week' | 'month';

/**
 * The first day of the period `at` falls in, in a time zone: the day itself, its week's
 * Monday, or the first of its month.
 */
export function periodFirstDay(period: Period, at: Date, timeZone: string): Day {
  const day = dayOf(at, timeZone);
  if (period === 'month') return `${day.slice(0, 8)}01`;
  if (period === 'week') {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    return addDays(day, -((weekday + 6) % 7));
  }
  return day;
}

/** The instant the period `at` falls in began, in a time zone. */
export function periodStart(period: Period, at: Date, timeZone: string): Date {
  return startOfDay(periodFirstDay(period, at, timeZone), timeZone);
}

/** How much of an instant a page shows. */
export type DateStyle = 'date' | 'dateTime' | 'dateTimeSeconds' | 'time' | 'timeSeconds';

const englishDate = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the product shows it: one format per locale, on the wall clock of a time zone
 * (the company's). Chinese: 2026-11-28 09:05; English: Nov 28, 2026 09:05. Times are 24-hour
 * in every locale. An empty or unreadable value gives ''.
 */
export function formatInstant(
  value: string | number | Date | null | undefined,
  locale: string,
  timeZone: string,
  style: DateStyle = 'dateTime',
): string {
  if (value === null || value === undefined || value === '') return '';
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const w = wallClock(at, timeZone);
  const hm = `${pad(w.hour)}:${pad(w.minute)}`;
  const time =
    style === 'dateTimeSeconds' || style === 'timeSeconds' ? `${hm}:${pad(w.second)}` : hm;
  if (style === 'time' || style === 'timeSeconds') return time;
  let date: string;
  if (locale.startsWith('en')) {
    let f = englishDate.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      });
      englishDate.set(timeZone, f);
    }
    date = f.format(at);
  } else {
    date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  }
  return style === 'date' ? date : `${date} ${time}`;
}
