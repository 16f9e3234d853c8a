import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `unit.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'unit.notFound': '單位不存在',
  'unit.notYours': '您不屬於該單位，不能切換到它',
  'unit.duplicateName': '已有名為「{{name}}」的單位',
  'unit.hasMembers': '單位「{{name}}」還有 {{count}} 名成員，請先移除成員再刪除',
  'unit.peopleNotFound': '有人員不存在或不屬於本企業',
  'unit.notMembers': '有人員不是該單位的成員',
} satisfies Translation<typeof zhCN>;
