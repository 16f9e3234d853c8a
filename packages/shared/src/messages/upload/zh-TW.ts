import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `upload.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'upload.failed': '上傳失敗！',
  'upload.empty': '檔案大小不能為 0',
  'upload.format': '不支援的檔案格式，僅支援 {{formats}}',
  'upload.tooLarge': '檔案不能超過 {{max}}',
  'upload.archiveTooLarge': '檔案解壓縮後超過 {{max}}，未予讀取',
  'upload.archiveUnsafe': '檔案的壓縮內容異常（疑似壓縮炸彈），未予讀取',
} satisfies Translation<typeof zhCN>;
