import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `unit.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'unit.notFound': 'The unit does not exist',
  'unit.notYours': 'You are not a member of this unit, so you cannot switch to it',
  'unit.duplicateName': 'There is already a unit named "{{name}}"',
  'unit.hasMembers':
    'The unit "{{name}}" still has {{count}} members: remove them before deleting it',
  'unit.peopleNotFound': 'Some of these people do not exist or are not in your company',
  'unit.notMembers': 'Some of these people are not members of the unit',
} satisfies Translation<typeof zhCN>;
