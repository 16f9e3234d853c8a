import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `earning.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'earning.kindNotEarned': '該行為不產生這一類獎勵',
  'earning.amountRequired': '請填寫獎勵數值',
  'earning.amountRange': '請輸入 0 到 {{max}} 之間的數值',
  'earning.bonusNeedsStreak': '連續獎勵只適用於每日或每週週期',
} satisfies Translation<typeof zhCN>;
