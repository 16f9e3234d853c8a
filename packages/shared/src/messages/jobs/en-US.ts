import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `jobs.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'jobs.notFound': 'The job does not exist',
  'jobs.notFailed': 'Only a failed job can be retried',
} satisfies Translation<typeof zhCN>;
