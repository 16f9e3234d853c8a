import type { LearningState } from '@ascent/shared/course';
import type {
  LedgerKind,
  TLedgerEntry,
  TMyCourse,
  TResourceProgress,
} from '@ascent/shared/learning';
import type { CourseSummary } from '../course/course.summaries.ts';
import type { CourseProgressRow, LedgerRow, ResourceProgressRow } from './learning.repository.ts';

export const toResourceProgress = (r: ResourceProgressRow): TResourceProgress => ({
  resourceId: r.resourceId,
  state: r.state as LearningState,
  studiedSeconds: r.studiedSeconds,
  position: Number(r.position),
  furthest: Number(r.furthest),
});

export const toMyCourse = (c: CourseSummary, e: CourseProgressRow | null): TMyCourse => ({
  courseId: c.courseId,
  title: c.title,
  cover: c.cover,
  credits: c.credits,
  studyHours: c.studyHours,
  state: (e?.state as LearningState) ?? 'notStarted',
  percent: e?.percent ?? 0,
  startedAt: e?.startedAt?.toISOString() ?? null,
  completedAt: e?.completedAt?.toISOString() ?? null,
  lastStudiedAt: e?.lastStudiedAt?.toISOString() ?? null,
});

/** The settings of the rule that gave a ledger row, as the company has them now. */
export type LedgerRuleNow = Pick<TLedgerEntry, 'cycle' | 'dailyLimit' | 'bonus' | 'remark'>;
const NO_RULE: LedgerRuleNow = { cycle: null, dailyLimit: null, bonus: 0, remark: '' };

export const toLedgerEntry = (
  r: LedgerRow,
  itemTitle: string,
  rule: LedgerRuleNow = NO_RULE,
): TLedgerEntry => ({
  id: r.id,
  kind: r.kind as LedgerKind,
  amount: Number(r.amount),
  rule: r.rule,
  itemType: r.itemType,
  itemId: r.itemId,
  itemTitle,
  createdAt: r.createdAt.toISOString(),
  cycle: rule.cycle,
  dailyLimit: rule.dailyLimit,
  bonus: rule.bonus,
  remark: rule.remark,
});
