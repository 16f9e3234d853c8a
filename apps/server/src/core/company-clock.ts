import { dayOf, periodStart, type Day, type Period } from '@ascent/shared/time';

/**
 * "Today", "this week" and "this month" of a company: counted in its time zone (shared
 * decisions s.6), never in the server machine's. Daily exams, daily practice and rankings ask
 * here; the company module answers the zone (cached with the company's settings).
 */
export interface CompanyClock {
  timeZone(companyId: number): Promise<string>;
  /** The company's calendar day at `at`. */
  day(companyId: number, at: Date): Promise<Day>;
  /** When the company's day, week (from Monday) or month that `at` falls in began. */
  periodStart(companyId: number, period: Period, at: Date): Promise<Date>;
}

export function createCompanyClock(
  timeZoneOf: (companyId: number) => Promise<string>,
): CompanyClock {
  return {
    timeZone: timeZoneOf,
    day: async (companyId, at) => dayOf(at, await timeZoneOf(companyId)),
    periodStart: async (companyId, period, at) =>
      periodStart(period, at, await timeZoneOf(companyId)),
  };
}
