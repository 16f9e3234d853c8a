import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `contact.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'contact.keywordTooShort': '請至少輸入 {{min}} 個字元',
} satisfies Translation<typeof zhCN>;
