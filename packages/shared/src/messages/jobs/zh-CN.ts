import type { DomainMessages } from '../types.ts';

/** The `jobs.` messages in zh-CN, which defines the keys. The job queue (admin's Jobs page). */
export default {
  'jobs.notFound': '任务不存在',
  'jobs.notFailed': '只有失败的任务可以重试',
} satisfies DomainMessages<'jobs'>;
