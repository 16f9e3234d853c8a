import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `website.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'website.notFound': '站點不存在',
  'website.domainTaken': '該網域已被其他站點使用',
  'website.lastOne': '不能刪除最後一個站點',
  'website.lastActive': '至少需要保留一個啟用的站點',
} satisfies Translation<typeof zhCN>;
