import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `signOn.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'signOn.notConfigured': '企業帳號登入尚未設定，請使用帳號密碼登入',
  'signOn.stateInvalid': '登入請求無效或已過期，請重新登入',
  'signOn.providerRefused': '身分提供者拒絕了登入：{{reason}}',
  'signOn.failed': '企業帳號登入失敗，請重新登入',
  'signOn.noAccount': '沒有相符的帳號，請聯絡管理員',
  'signOn.unreachable': '無法連線身分提供者：{{reason}}',
  'signOn.ticketInvalid': '登入憑證無效，請從企業入口網站重新進入',
  'signOn.ticketExpired': '登入憑證已過期（或雙方時鐘不一致），請從企業入口網站重新進入',
  'signOn.ticketUsed': '登入憑證已使用過，請從企業入口網站重新進入',
  'signOn.transferInvalid': '登入連結已失效（僅可使用一次，一分鐘內有效），請重新登入',
  'signOn.syncRunning': '該套件的通訊錄同步正在進行，請等待本次完成',
  'signOn.syncNotFound': '找不到該同步紀錄',
} satisfies Translation<typeof zhCN>;
