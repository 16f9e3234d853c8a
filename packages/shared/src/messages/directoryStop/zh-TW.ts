import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `directoryStop.` messages in zh-TW. */
export default {
  'directoryStop.emptyListing':
    '通訊錄沒有傳回任何成員，未停用任何帳號（請檢查應用程式的可見範圍）',
  'directoryStop.wxworkRefused': '企業微信拒絕了請求：{{code}} {{message}}',
  'directoryStop.dingtalkRefused': '釘釘拒絕了請求：{{code}} {{message}}',
  'directoryStop.feishuRefused': '飛書拒絕了請求：{{code}} {{message}}',
  'directoryStop.failed': '同步因內部錯誤停止，詳情見伺服器日誌；下次同步會從中斷處繼續',
  'directoryStop.cancelled': '已被 {{name}} 取消，已套用的變更保留；下次同步會從中斷處繼續',
} satisfies Translation<typeof zhCN>;
