import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `search.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'search.unknownKind': 'Unknown search kind',
  'search.tooManyPinned': 'At most {{max}} pinned hot words',
} satisfies Translation<typeof zhCN>;
