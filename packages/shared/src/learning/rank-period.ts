// The ranking periods, apart from the schemas (index.ts), so the learner home loads no zod.

/** Rankings (spec s.9: today, week, month). */
export const RANK_PERIODS = ['today', 'week', 'month'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];
