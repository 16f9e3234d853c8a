import { DEFAULT_LOCALE } from '@ascent/shared/i18n';
import { DEFAULT_TIME_ZONE, formatInstant } from '@ascent/shared/time';

/**
 * The one way a page shows a date or time: in the app's language and the company's time zone
 * (shared decisions s.6), whatever the browser's own language and zone. createAppI18n keeps
 * both current (the language shown; the zone from platform/config).
 */
const display = { locale: DEFAULT_LOCALE as string, timeZone: DEFAULT_TIME_ZONE };

export function setDateDisplay(next: Partial<typeof display>): void {
  Object.assign(display, next);
  warmDateDisplay();
}

let warming = false;

/**
 * Makes the formatters of the language and zone shown while the browser is idle: the first
 * Intl formatter with a time zone loads the zone's data (some 30 ms on a slow machine, inside
 * the first page's render otherwise, issue 14). At most one waits at a time.
 */
function warmDateDisplay(): void {
  if (warming || typeof requestIdleCallback !== 'function') return;
  warming = true;
  requestIdleCallback(() => {
    warming = false;
    formatDate(Date.now());
  });
}

type Instant = string | number | Date | null | undefined;

/** 2026-11-28 09:05 (Chinese) or Nov 28, 2026 09:05 (English); '' for no value. */
export const formatDateTime = (v: Instant) =>
  formatInstant(v, display.locale, display.timeZone, 'dateTime');
/** As formatDateTime, with seconds. */
export const formatDateTimeSeconds = (v: Instant) =>
  formatInstant(v, display.locale, display.timeZone, 'dateTimeSeconds');
/** 2026-11-28 or Nov 28, 2026. */
export const formatDate = (v: Instant) =>
  formatInstant(v, display.locale, display.timeZone, 'date');
/** 09:05 (24-hour). */
export const formatTime = (v: Instant) =>
  formatInstant(v, display.locale, display.timeZone, 'time');
/** 09:05:30. */
export const formatTimeSeconds = (v: Instant) =>
  formatInstant(v, display.locale, display.timeZone, 'timeSeconds');
