/**
 * How often an earning rule earns (issue 17): `once` for ever, `perItem` once per item (each
 * course), `daily` once per day and `weekly` once per week (Monday to Sunday) in the company's
 * time zone. A file of its own: the learning ledger's entries name their rule's cycle too.
 */
export const EARNING_CYCLES = ['once', 'perItem', 'daily', 'weekly'] as const;
export type EarningCycle = (typeof EARNING_CYCLES)[number];
