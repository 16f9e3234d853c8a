import {
  STREAK_BONUS_PERIODS,
  earningRuleKey,
  type EarningAction,
  type EarningCycle,
  type TAdminEarningRule,
  type TEarningRule,
  type TEarningRuleSave,
  type TLedgerRule,
} from '@ascent/shared/earning';
import type { LedgerKind } from '@ascent/shared/learning';
import { addDays, dayOf, periodFirstDay, startOfDay } from '@ascent/shared/time';
import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { LedgerEarnings } from '../learning/learning.module.ts';
import { mergeRules } from './earning.mapper.ts';
import { createEarningRepository } from './earning.repository.ts';

/** Something a learner did that may earn: the action, the item it was on, and when. */
export interface Earning {
  companyId: number;
  userId: number;
  action: EarningAction;
  itemType: number;
  itemId: number;
  at: Date;
  /** The item's own amounts, for rules whose amount is the item's (a course's hours, credits). */
  worth?: Partial<Record<LedgerKind, number>>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The cycles of a calendar period, whose key is the period's first day. */
type PeriodCycle = Extract<EarningCycle, 'daily' | 'weekly'>;
/** The first day of the company day or week (from Monday) that `at` falls in. */
const periodDay = (cycle: PeriodCycle, at: Date, zone: string) =>
  cycle === 'weekly' ? periodFirstDay('week', at, zone) : dayOf(at, zone);
const periodKey = (cycle: PeriodCycle, day: string) =>
  `${cycle === 'weekly' ? 'week' : 'day'}:${day}`;

/**
 * Earning rules (docs/decisions.md "Earning rules"): the admin sets, per action and kind, the
 * amount, cycle, daily limit, streak bonus and remark; `earn` turns an action into ledger rows
 * by them. Each row's key comes from the rule's cycle, so the same earning lands once however
 * often or however concurrently it is sent, and one learner's earnings are taken one
 * transaction at a time, so a daily limit or a streak holds under any concurrency.
 */
export function createEarningService(deps: {
  db: Db;
  record: ChangeRecorder;
  ledger: (q: DbOrTx) => LedgerEarnings;
  /** The company's time zone, read through `q` (earnings run inside other transactions). */
  timeZoneIn: (q: DbOrTx, companyId: number) => Promise<string>;
}) {
  const rulesOf = async (q: DbOrTx, companyId: number) =>
    mergeRules(await createEarningRepository(q).listByCompany(companyId));

  /** The ledger key of an earning under a cycle (the company's calendar for days and weeks). */
  function keyOf(cycle: EarningCycle, e: Earning, zone: string): string {
    if (cycle === 'once') return 'once';
    if (cycle === 'perItem') return `item:${e.itemType}:${e.itemId}`;
    return periodKey(cycle, periodDay(cycle, e.at, zone));
  }

  /** How many periods in a row, just before this one, the rule has given the learner. */
  async function streak(ledger: LedgerEarnings, rule: TEarningRule, e: Earning, zone: string) {
    const cycle = rule.cycle as PeriodCycle;
    const step = cycle === 'weekly' ? 7 : 1;
    const first = periodDay(cycle, e.at, zone);
    const earlier = Array.from({ length: STREAK_BONUS_PERIODS - 1 }, (_, i) =>
      periodKey(cycle, addDays(first, -step * (i + 1))),
    );
    const got = await ledger.earnedKeys(e.userId, rule.kind, rule.action, earlier);
    const gap = earlier.findIndex((k) => !got.has(k));
    return gap === -1 ? earlier.length : gap;
  }

  return {
    /**
     * Writes what `e` earns by the company's rules, inside the caller's transaction (the one
     * that made the action so); the number of ledger rows written.
     */
    async earn(tx: Tx, e: Earning): Promise<number> {
      const rules = (await rulesOf(tx, e.companyId)).filter(
        (r) => r.action === e.action && r.enabled,
      );
      if (!rules.length) return 0;
      const ledger = deps.ledger(tx);
      await ledger.lockEarnings(e.userId);
      let zone: string | null = null;
      let written = 0;
      for (const rule of rules) {
        let amount = rule.amount ?? e.worth?.[rule.kind] ?? 0;
        if (!(amount > 0)) continue;
        zone ??= await deps.timeZoneIn(tx, e.companyId);
        if (rule.bonus > 0 && (rule.cycle === 'daily' || rule.cycle === 'weekly'))
          amount += rule.bonus * (await streak(ledger, rule, e, zone));
        if (rule.dailyLimit !== null) {
          const day = dayOf(e.at, zone);
          const given = await ledger.earnedBetween(
            e.userId,
            rule.kind,
            rule.action,
            startOfDay(day, zone),
            startOfDay(addDays(day, 1), zone),
          );
          amount = Math.min(amount, rule.dailyLimit - given);
          if (!(amount > 0)) continue;
        }
        const added = await ledger.earn({
          userId: e.userId,
          companyId: e.companyId,
          kind: rule.kind,
          amount: round2(amount),
          rule: rule.action,
          itemType: e.itemType,
          itemId: e.itemId,
          earnKey: keyOf(rule.cycle, e, zone),
          createdAt: e.at,
        });
        if (added) written += 1;
      }
      return written;
    },

    /** Every rule of a company, on or off (what a ledger row's rule says now). */
    rulesFor: (companyId: number): Promise<TEarningRule[]> => rulesOf(deps.db, companyId),

    /** manage/earning/rule/list: every rule, the company's or the default. */
    list: (actor: Actor): Promise<TAdminEarningRule[]> => rulesOf(deps.db, actor.companyId),

    /** manage/earning/rule/save: one rule's settings, logged with before and after. */
    async save(actor: Actor, ip: string, input: TEarningRuleSave): Promise<TAdminEarningRule> {
      return deps.db.transaction(async (tx) => {
        const find = (rules: TAdminEarningRule[]) =>
          rules.find((r) => earningRuleKey(r) === earningRuleKey(input))!;
        const before = find(await rulesOf(tx, actor.companyId));
        await createEarningRepository(tx).upsert({ companyId: actor.companyId, ...input });
        const after = find(await rulesOf(tx, actor.companyId));
        const { custom: _b, ...was } = before;
        const { custom: _a, ...now } = after;
        await deps.record(tx, actor, ip, {
          action: 'update',
          entity: 'earningRule',
          entityId: earningRuleKey(input),
          summary: `${input.action} ${input.kind}`,
          before: was,
          after: now,
        });
        return after;
      });
    },

    /** me/studyscore/rule, me/integral/rule: the rules turned on that give these kinds. */
    async learnerRules(actor: Actor, kinds: readonly LedgerKind[]): Promise<TLedgerRule[]> {
      return (await rulesOf(deps.db, actor.companyId))
        .filter((r) => r.enabled && kinds.includes(r.kind))
        .map(({ enabled: _e, custom: _c, ...rule }) => rule);
    },
  };
}
export type EarningService = ReturnType<typeof createEarningService>;
