import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `common.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'common.success': '成功',
  'common.modified': '修改成功',
  'common.operationFailed': '操作失敗',
  'common.parameterError': '參數錯誤',
  'common.malformedMultipart': '上傳的內容格式不正確，請重新選擇檔案上傳',
  'common.notFound': '您訪問的頁面不存在',
  'common.internal': '伺服器暫時無法處理，請稍後再試',
  'common.malformedJson': '請求內容格式錯誤',
  'common.bodyTooLarge': '請求內容過大',
  'common.unsupportedMediaType': '不支援的請求內容類型',
  'common.contentEmpty': '內容不能為空',
  'common.rateLimited': '操作過於頻繁，請稍後再試',
  'common.timeout': '請求逾時',
  'common.networkError': '網路異常，請檢查網路連線',
  'common.licence': '授權缺失或已過期',
  'common.deleteFailed': '刪除失敗！',
  'common.deleted': '刪除成功',
  'common.created': '建立成功',
  'common.listChanged': '清單已有變動，請重新整理後再試',
} satisfies Translation<typeof zhCN>;
