import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `import.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'import.queued': '匯入已開始，完成後在此顯示結果',
  'import.notFound': '匯入記錄不存在',
  'import.failed': '匯入失敗，未匯入任何資料，請重試',
} satisfies Translation<typeof zhCN>;
