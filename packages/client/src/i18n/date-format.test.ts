import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatTime,
  setDateDisplay,
} from './date-format.ts';

describe('dates as pages show them', () => {
  afterEach(() => setDateDisplay({ locale: 'zh-CN', timeZone: 'Asia/Shanghai' }));

  it("uses the app's language and the company's zone, not the browser's", () => {
    setDateDisplay({ locale: 'zh-CN', timeZone: 'Asia/Shanghai' });
    expect(formatDateTime('2026-03-01T01:05:00Z')).toBe('2026-03-01 09:05');
    expect(formatDate('2026-11-28T16:30:00Z')).toBe('2026-11-29');
    expect(formatDateTime(null)).toBe('');
    setDateDisplay({ locale: 'en-US' });
    expect(formatDateTime('2026-03-01T01:05:00Z')).toBe('Mar 1, 2026 09:05');
    setDateDisplay({ timeZone: 'Europe/London' });
    expect(formatDateTimeSeconds('2026-03-01T01:05:07Z')).toBe('Mar 1, 2026 01:05:07');
    expect(formatTime('2026-03-01T01:05:07Z')).toBe('01:05');
  });
});
