import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `search.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'search.unknownKind': '不支援的搜尋類型',
  'search.tooManyPinned': '置頂熱詞最多 {{max}} 個',
} satisfies Translation<typeof zhCN>;
