import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `major.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'major.notFound': 'The major does not exist',
  'major.parentNotFound': 'The parent major does not exist',
  'major.duplicateName': 'There is already a major named "{{name}}" at this level',
  'major.hasChildren': 'The major still has {{count}} sub-majors. Delete or move them first',
  'major.moveIntoSelf': 'A major cannot be moved under itself or one of its sub-majors',
} satisfies Translation<typeof zhCN>;
