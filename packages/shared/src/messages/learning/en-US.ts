import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `learning.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'learning.courseNotBegun': 'The course has not begun',
  'learning.courseOver': 'The course is over',
  'learning.courseNotAccessible': 'The course is not accessible',
  'learning.preconditionUnmet': 'Precondition unmet: complete the course "{{title}}" first',
  'learning.needsSignup': 'Please sign up for this course first',
  'learning.previousChapter': 'You must finish the previous chapter first!',
  'learning.resourceNotFound': 'The resource does not exist',
  'learning.notScorm': 'The resource is not a SCORM package',
  'learning.scormTooLarge': 'The learning data is too large (at most {{max}} KB)',
} satisfies Translation<typeof zhCN>;
