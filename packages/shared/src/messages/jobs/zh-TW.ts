import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `jobs.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'jobs.notFound': '任務不存在',
  'jobs.notFailed': '只有失敗的任務可以重試',
} satisfies Translation<typeof zhCN>;
