import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `upload.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'upload.failed': 'Upload failed!',
  'upload.empty': 'The file size cannot be 0',
  'upload.format': 'Unsupported file format; supported: {{formats}}',
  'upload.tooLarge': 'The file cannot be larger than {{max}}',
  'upload.archiveTooLarge': 'The file unpacks to more than {{max}}, so it was not opened',
  'upload.archiveUnsafe':
    'The file’s compressed content is abnormal (a possible zip bomb), so it was not opened',
} satisfies Translation<typeof zhCN>;
