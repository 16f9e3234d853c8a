import type { DomainMessages } from '../types.ts';

/** The `search.` messages in zh-CN, which defines the keys. */
export default {
  'search.unknownKind': '不支持的搜索类型',
  'search.tooManyPinned': '置顶热词最多 {{max}} 个',
} satisfies DomainMessages<'search'>;
