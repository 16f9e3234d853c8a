import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `department.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'department.notFound': '部門不存在',
  'department.parentNotFound': '上級部門不存在',
  'department.duplicateName': '同一上級下已有名為「{{name}}」的部門',
  'department.hasPeople': '該部門下還有 {{count}} 名人員，請先將他們調至其他部門',
  'department.hasChildren': '該部門下還有 {{count}} 個下級部門，請先刪除或移走它們',
  'department.moveIntoSelf': '不能把部門移到它自己或它的下級部門之下',
} satisfies Translation<typeof zhCN>;
