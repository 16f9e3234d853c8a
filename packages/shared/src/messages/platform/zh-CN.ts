import type { DomainMessages } from '../types.ts';

/** The `platform.` messages in zh-CN, which defines the keys. */
export default {
  'platform.configError': '参数配置错误',
  'platform.unknown': '未知的平台',
} satisfies DomainMessages<'platform'>;
