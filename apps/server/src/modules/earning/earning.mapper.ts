import {
  DEFAULT_EARNING_RULES,
  earningRuleKey,
  type EarningAction,
  type EarningCycle,
  type TAdminEarningRule,
  type TEarningRule,
} from '@ascent/shared/earning';
import type { LedgerKind } from '@ascent/shared/learning';
import type { EarningRuleRow } from './earning.repository.ts';

export const toEarningRule = (r: EarningRuleRow): TEarningRule => ({
  action: r.action as EarningAction,
  kind: r.kind as LedgerKind,
  amount: r.amount,
  cycle: r.cycle as EarningCycle,
  dailyLimit: r.dailyLimit,
  bonus: r.bonus,
  remark: r.remark,
  enabled: r.enabled,
});

/**
 * Every rule of the catalogue, in its order: the company's own where it has one, else the
 * default (a stored row of an action since withdrawn from the catalogue is left out).
 */
export function mergeRules(rows: EarningRuleRow[]): TAdminEarningRule[] {
  const own = new Map(rows.map((r) => [earningRuleKey(r), r]));
  return DEFAULT_EARNING_RULES.map((d) => {
    const row = own.get(earningRuleKey(d));
    return row ? { ...toEarningRule(row), custom: true } : { ...d, custom: false };
  });
}
