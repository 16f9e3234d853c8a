import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { LEDGER_KINDS, type LedgerKind } from '../learning/index.ts';
import { zOptionalText } from '../validators/index.ts';
import { EARNING_CYCLES, type EarningCycle } from './cycles.ts';

// Earning rules (issue 17, spec s.3 "Records of credits, hours and integral", s.9 "daily
// limits per action"): what each action earns, per company. Every earning is one ledger row
// whose key the rule's cycle decides, so the same earning never lands twice.

/**
 * The actions that earn, each with the kinds it may give and the cycles that make sense for
 * it. An action joins this list when its area is built (sign-in, comments, posts, contests).
 */
export const EARNING_ACTIONS = ['course.completed', 'exam.passed'] as const;
export type EarningAction = (typeof EARNING_ACTIONS)[number];

export * from './cycles.ts';

/** A streak bonus counts this many periods at most (a week of days: the 7th day's is the top). */
export const STREAK_BONUS_PERIODS = 7;

/** Limits of a rule's numbers (per earning, per day) and its remark. */
export const EARNING_LIMITS = { amount: 10_000, remark: 200 } as const;

interface ActionSpec {
  kinds: readonly LedgerKind[];
  cycles: readonly EarningCycle[];
  /** Kinds whose amount may come from the item itself (a course's hours and credits). */
  fromItem: readonly LedgerKind[];
}

export const EARNING_CATALOGUE: Record<EarningAction, ActionSpec> = {
  'course.completed': {
    kinds: ['hours', 'credits', 'points'],
    cycles: ['perItem', 'once', 'daily', 'weekly'],
    fromItem: ['hours', 'credits'],
  },
  'exam.passed': {
    kinds: ['points'],
    cycles: ['perItem', 'once', 'daily', 'weekly'],
    fromItem: [],
  },
};

/** A rule as the company has it (or its default until the company changes it). */
export const ZEarningRule = z.object({
  action: z.enum(EARNING_ACTIONS),
  kind: z.enum(LEDGER_KINDS),
  /** Per earning; null: the item's own (a course's hours or credits). */
  amount: z.number().nullable(),
  cycle: z.enum(EARNING_CYCLES),
  /** The most the rule gives a learner in one day; null: no limit. */
  dailyLimit: z.number().nullable(),
  /** Daily and weekly cycles: extra per consecutive period before this one (a streak). */
  bonus: z.number(),
  remark: z.string(),
  enabled: z.boolean(),
});
export type TEarningRule = z.infer<typeof ZEarningRule>;

/** The admin's list: each rule and whether the company has changed it from the default. */
export const ZAdminEarningRule = ZEarningRule.extend({ custom: z.boolean() });
export type TAdminEarningRule = z.infer<typeof ZAdminEarningRule>;

/** The rules every company starts with (10 points a course, as before issue 17). */
export const DEFAULT_EARNING_RULES: readonly TEarningRule[] = [
  rule('course.completed', 'hours', null),
  rule('course.completed', 'credits', null),
  rule('course.completed', 'points', 10),
  rule('exam.passed', 'points', 10),
];

function rule(action: EarningAction, kind: LedgerKind, amount: number | null): TEarningRule {
  return {
    action,
    kind,
    amount,
    cycle: 'perItem',
    dailyLimit: null,
    bonus: 0,
    remark: '',
    enabled: true,
  };
}

const amountRange = messageRef('earning.amountRange', { max: EARNING_LIMITS.amount });
const zAmount = () =>
  z
    .number({ error: amountRange })
    .min(0, { error: amountRange })
    .max(EARNING_LIMITS.amount, { error: amountRange })
    .refine((v) => Math.round(v * 100) === v * 100, {
      error: messageRef('validation.precision', { len: 2 }),
    });

/** `manage/earning/rule/save`: one rule's settings. */
export const ZEarningRuleSave = z
  .object({
    action: z.enum(EARNING_ACTIONS, { error: messageRef('validation.option') }),
    kind: z.enum(LEDGER_KINDS, { error: messageRef('validation.option') }),
    amount: zAmount().nullable(),
    cycle: z.enum(EARNING_CYCLES, { error: messageRef('validation.option') }),
    dailyLimit: zAmount().nullable(),
    bonus: zAmount(),
    remark: zOptionalText(EARNING_LIMITS.remark).transform((v) => v ?? ''),
    enabled: z.boolean({ error: messageRef('validation.option') }),
  })
  .strict()
  .superRefine((v, ctx) => {
    const spec = EARNING_CATALOGUE[v.action];
    const issue = (path: string, ref: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: ref });
    if (!spec.kinds.includes(v.kind)) issue('kind', messageRef('earning.kindNotEarned'));
    if (!spec.cycles.includes(v.cycle)) issue('cycle', messageRef('validation.option'));
    if (v.amount === null && !spec.fromItem.includes(v.kind))
      issue('amount', messageRef('earning.amountRequired'));
    if (v.bonus > 0 && v.cycle !== 'daily' && v.cycle !== 'weekly')
      issue('bonus', messageRef('earning.bonusNeedsStreak'));
  });
export type TEarningRuleSave = z.infer<typeof ZEarningRuleSave>;

/** The key a rule is stored and listed under. */
export const earningRuleKey = (r: { action: string; kind: string }) => `${r.action}:${r.kind}`;

/** `me/studyscore/rule`, `me/integral/rule`: a company's rule as its learners read it. */
export const ZLedgerRule = ZEarningRule.omit({ enabled: true });
export type TLedgerRule = z.infer<typeof ZLedgerRule>;
