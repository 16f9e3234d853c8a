import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `department.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'department.notFound': 'The department does not exist',
  'department.parentNotFound': 'The parent department does not exist',
  'department.duplicateName': 'There is already a department named "{{name}}" at this level',
  'department.hasPeople':
    'The department still has {{count}} people. Move them to another department first',
  'department.hasChildren':
    'The department still has {{count}} sub-departments. Delete or move them first',
  'department.moveIntoSelf':
    'A department cannot be moved under itself or one of its sub-departments',
} satisfies Translation<typeof zhCN>;
