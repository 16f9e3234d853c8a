import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `platform.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'platform.configError': '參數配置錯誤',
} satisfies Translation<typeof zhCN>;
