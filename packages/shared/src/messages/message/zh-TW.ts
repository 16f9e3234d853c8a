import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `message.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'message.titleRequired': '請輸入標題',
  'message.audienceRequired': '請選擇接收範圍：全體人員、部門或人員',
  'message.noRecipients': '所選範圍內沒有可接收訊息的人員',
  'message.sent': '發送成功，共 {{count}} 人',
  'message.notFound': '訊息不存在',
  'message.ticketInvalid': '訊息推送憑證無效或已過期',
} satisfies Translation<typeof zhCN>;
