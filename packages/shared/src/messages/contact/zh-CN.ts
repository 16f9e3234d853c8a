import type { DomainMessages } from '../types.ts';

/** The `contact.` messages in zh-CN, which defines the keys. */
export default {
  'contact.keywordTooShort': '请至少输入 {{min}} 个字符',
} satisfies DomainMessages<'contact'>;
