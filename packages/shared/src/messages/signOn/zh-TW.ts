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
} satisfies Translation<typeof zhCN>;
