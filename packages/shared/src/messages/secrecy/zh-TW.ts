import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `secrecy.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'secrecy.50': '非密',
  'secrecy.60': '內部',
  'secrecy.70': '秘密',
  'secrecy.80': '機密',
} satisfies Translation<typeof zhCN>;
