import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `download.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'download.notAllowed': '該資料不允許下載',
  'download.itemNotFound': '內容不存在或您無權查看',
  'download.unknownType': '該類型的內容不支援下載',
  'download.notReady': '文件正在轉換，請稍後再試',
  'download.fileMissing': '檔案不存在或已被刪除',
  'download.notFound': '下載記錄不存在',
  'download.expired': '下載連結已過期（有效期 3 天），請重新下載',
  'download.linkExpired': '下載地址已失效，請在下載中心重新取得',
  'download.watermarkFailed': '無法為該文件加上浮水印',
  'download.added': '已加入下載中心',
} satisfies Translation<typeof zhCN>;
