import type { DomainMessages } from '../types.ts';

/**
 * The `learning.` messages in zh-CN, which defines the keys. The learning record (spec s.4, s.8).
 */
export default {
  'learning.courseNotBegun': '课程尚未开始',
  'learning.courseOver': '课程已结束',
  'learning.courseNotAccessible': '课程无法访问',
  'learning.preconditionUnmet': '未满足学习前提：请先完成前置课程《{{title}}》',
  'learning.needsSignup': '请先报名该课程',
  'learning.previousChapter': '请先完成上一章节！',
  'learning.resourceNotFound': '课件不存在',
  'learning.notScorm': '该课件不是 SCORM 课件',
  'learning.scormTooLarge': '学习数据过大（上限 {{max}} KB）',
} satisfies DomainMessages<'learning'>;
