import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `earning.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'earning.kindNotEarned': 'This action does not give that kind of reward',
  'earning.amountRequired': 'Please enter the amount',
  'earning.amountRange': 'Enter a number from 0 to {{max}}',
  'earning.bonusNeedsStreak': 'A streak bonus applies only to a daily or weekly cycle',
} satisfies Translation<typeof zhCN>;
