import type { RankPeriod } from '@ascent/shared/learning';

/**
 * The ranking periods in the order the tabs show them. A record, so the compiler checks each
 * period of the shared RankPeriod is here: importing the shared RANK_PERIODS value would bring
 * the learning schemas, and with them zod, onto the home.
 */
const ORDER: Record<RankPeriod, number> = { today: 0, week: 1, month: 2 };

export const HOME_RANK_PERIODS = (Object.keys(ORDER) as RankPeriod[]).sort(
  (a, b) => ORDER[a] - ORDER[b],
);
