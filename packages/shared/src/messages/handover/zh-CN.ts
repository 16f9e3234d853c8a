import type { DomainMessages } from '../types.ts';

/** The `handover.` messages in zh-CN, which defines the keys. */
export default {
  'handover.invalid': '登录凭证无效或已过期，请重新登录',
} satisfies DomainMessages<'handover'>;
