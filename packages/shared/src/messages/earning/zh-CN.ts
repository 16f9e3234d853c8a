import type { DomainMessages } from '../types.ts';

/** The `earning.` messages in zh-CN, which defines the keys. Earning rules (issue 17). */
export default {
  'earning.kindNotEarned': '该行为不产生这一类奖励',
  'earning.amountRequired': '请填写奖励数值',
  'earning.amountRange': '请输入 0 到 {{max}} 之间的数值',
  'earning.bonusNeedsStreak': '连续奖励只适用于每日或每周周期',
} satisfies DomainMessages<'earning'>;
