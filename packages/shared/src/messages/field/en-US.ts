import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `field.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'field.notFound': 'The field does not exist',
  'field.key':
    'The field key must start with a letter and hold only letters, digits and _ (at most 32)',
  'field.keyTaken': 'This field key is already in use',
  'field.keyFixed': 'The field key cannot be changed after creation',
  'field.builtInType': 'The type of a built-in field cannot be changed',
  'field.optionsRequired': 'Add at least one option',
  'field.noOptions': 'This field takes no options',
  'field.optionKey': 'Option keys hold only letters, digits, _ and - (at most 32)',
  'field.optionKeyTaken': 'The option key {{key}} is used twice',
  'field.optionChildren': 'Only the options of a tree field can have children',
  'field.optionDepth': 'Options can be at most {{max}} levels deep',
  'field.optionCount': 'At most {{max}} options',
  'field.sexOptions': 'The sex options must have the keys 1 (male) and 2 (female)',
} satisfies Translation<typeof zhCN>;
