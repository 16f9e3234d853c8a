import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `handover.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'handover.invalid': 'The sign-in link is invalid or has expired. Please sign in',
} satisfies Translation<typeof zhCN>;
