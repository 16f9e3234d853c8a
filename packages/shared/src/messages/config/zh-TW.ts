import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `config.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'config.languagesRequired': '請至少選擇一種語言',
  'config.logoFormat': 'Logo 僅支援 png、jpg、jpeg 格式',
} satisfies Translation<typeof zhCN>;
