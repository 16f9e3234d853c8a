import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `position.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'position.notFound': '崗位不存在',
  'position.duplicateName': '已有名為「{{name}}」的崗位',
  'position.duplicateCode': '崗位編碼「{{code}}」已被使用',
  'position.inUse': '崗位「{{name}}」還有 {{count}} 名人員在任，不能刪除',
} satisfies Translation<typeof zhCN>;
