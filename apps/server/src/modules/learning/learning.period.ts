import type { RankPeriod } from '@ascent/shared/learning';

/** The start of a ranking period in the server's time zone: today, this week (Monday), this month. */
export function periodStart(period: RankPeriod, now: Date): Date {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  if (period === 'week') d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  if (period === 'month') d.setDate(1);
  return d;
}
