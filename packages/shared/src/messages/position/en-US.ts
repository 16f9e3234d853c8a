import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `position.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'position.notFound': 'The position does not exist',
  'position.duplicateName': 'There is already a position named "{{name}}"',
  'position.duplicateCode': 'The position code "{{code}}" is already in use',
  'position.inUse': 'The position "{{name}}" is held by {{count}} people and cannot be deleted',
} satisfies Translation<typeof zhCN>;
