import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `userStatus.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'userStatus.active': '正常',
  'userStatus.disabled': '已停用',
} satisfies Translation<typeof zhCN>;
