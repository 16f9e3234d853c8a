import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `import.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'import.queued': 'The import has started; its result shows here when it is done',
  'import.notFound': 'The import does not exist',
  'import.failed': 'The import failed and nothing was imported. Please try again',
} satisfies Translation<typeof zhCN>;
