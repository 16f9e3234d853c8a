import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `secrecy.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'secrecy.50': 'Non-secret',
  'secrecy.60': 'Internal',
  'secrecy.70': 'Secret',
  'secrecy.80': 'Confidential',
} satisfies Translation<typeof zhCN>;
