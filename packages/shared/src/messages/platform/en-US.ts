import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `platform.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'platform.configError': 'Parameter configuration error',
  'platform.unknown': 'Unknown platform',
} satisfies Translation<typeof zhCN>;
