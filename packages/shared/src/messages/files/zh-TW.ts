import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `files.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'files.imageSize': '圖片尺寸必須為 {{sizes}} 像素',
  'files.imageUnreadable': '無法讀取該圖片',
  'files.notFound': '檔案不存在',
  'files.uploadNotFound': '上傳任務不存在或已過期，請重新上傳',
  'files.chunkInvalid': '分片序號或大小不正確',
  'files.chunksMissing': '檔案還有 {{count}} 個分片未上傳',
  'files.useChunked': '超過 {{max}} 的檔案請分片上傳',
  'files.packageInvalid': '課件包不是有效的 zip 檔案',
  'files.packageUnsafe': '課件包中的檔案路徑不安全：{{name}}',
  'files.packageTooLarge': '課件包解壓後超過 {{max}}',
  'files.packageNoEntry': '課件包中沒有 index.html 或 SCORM 清單（imsmanifest.xml）',
  'files.packageLinkExpired': '課件連結已過期，請重新開啟課程',
  'files.converterMissing': '伺服器未安裝 LibreOffice，無法將文件轉換為 PDF',
  'files.conversionFailed': '文件轉換為 PDF 失敗',
  'files.conversionTimeout': '文件轉換逾時',
  'files.notFailed': '只有轉換失敗的文件可以重新提交轉換',
  'files.notUploader': '只能重新提交自己上傳的文件',
  'files.submitted': '已重新提交轉換',
} satisfies Translation<typeof zhCN>;
