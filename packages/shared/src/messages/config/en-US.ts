import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `config.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'config.languagesRequired': 'Choose at least one language',
  'config.logoFormat': 'The logo must be a png, jpg or jpeg image',
} satisfies Translation<typeof zhCN>;
