import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `userStatus.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'userStatus.active': 'Active',
  'userStatus.disabled': 'Disabled',
} satisfies Translation<typeof zhCN>;
