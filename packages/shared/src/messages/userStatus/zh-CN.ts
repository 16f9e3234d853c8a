import type { DomainMessages } from '../types.ts';

/** The `userStatus.` messages in zh-CN, which defines the keys. */
export default {
  'userStatus.active': '正常',
  'userStatus.disabled': '已停用',
} satisfies DomainMessages<'userStatus'>;
