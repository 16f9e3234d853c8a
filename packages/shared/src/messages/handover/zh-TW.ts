import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `handover.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'handover.invalid': '登入憑證無效或已過期，請重新登入',
} satisfies Translation<typeof zhCN>;
