import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `major.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'major.notFound': '專業不存在',
  'major.parentNotFound': '上級專業不存在',
  'major.duplicateName': '同一上級下已有名為「{{name}}」的專業',
  'major.hasChildren': '該專業下還有 {{count}} 個下級專業，請先刪除或移走它們',
  'major.moveIntoSelf': '不能把專業移到它自己或它的下級專業之下',
} satisfies Translation<typeof zhCN>;
