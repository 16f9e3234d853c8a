import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `platform.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'platform.configError': '參數配置錯誤',
  'platform.unknown': '不明的平台',
} satisfies Translation<typeof zhCN>;
