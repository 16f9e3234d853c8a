import type { DomainMessages } from '../types.ts';

/** The `import.` messages in zh-CN, which defines the keys. Sheet imports run as jobs. */
export default {
  'import.queued': '导入已开始，完成后在此显示结果',
  'import.notFound': '导入记录不存在',
  'import.failed': '导入失败，未导入任何数据，请重试',
} satisfies DomainMessages<'import'>;
