import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `contact.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'contact.keywordTooShort': 'Type at least {{min}} characters',
} satisfies Translation<typeof zhCN>;
