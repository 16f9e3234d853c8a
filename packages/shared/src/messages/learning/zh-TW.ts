import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `learning.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'learning.courseNotBegun': '課程尚未開始',
  'learning.courseOver': '課程已結束',
  'learning.courseNotAccessible': '課程無法存取',
  'learning.preconditionUnmet': '未滿足學習前提：請先完成前置課程《{{title}}》',
  'learning.needsSignup': '請先報名該課程',
  'learning.previousChapter': '請先完成上一章節！',
  'learning.resourceNotFound': '課件不存在',
  'learning.notScorm': '該課件不是 SCORM 課件',
  'learning.scormTooLarge': '學習資料過大（上限 {{max}} KB）',
} satisfies Translation<typeof zhCN>;
