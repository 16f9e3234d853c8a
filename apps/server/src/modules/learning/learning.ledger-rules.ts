import type { TLedgerRule } from '@ascent/shared/learning';

/**
 * The rules that write the ledger (docs/decisions.md "learning"). For now the same for every
 * company: completing a course gives its study hours and credits (from the course) and a
 * fixed number of points, once per learner and course. Later issues (sign-in, exams) add
 * their rules here; a per-company rules table can replace the constants when an admin
 * screen needs to edit them.
 */
export const LEDGER_RULES: TLedgerRule[] = [
  { rule: 'course.completed', kind: 'hours', cycle: 'once', amount: null, dailyLimit: null },
  { rule: 'course.completed', kind: 'credits', cycle: 'once', amount: null, dailyLimit: null },
  { rule: 'course.completed', kind: 'points', cycle: 'once', amount: 10, dailyLimit: null },
];

/** Points a rule gives (0 when it gives none). */
export function pointsFor(rule: string): number {
  return LEDGER_RULES.find((r) => r.rule === rule && r.kind === 'points')?.amount ?? 0;
}
