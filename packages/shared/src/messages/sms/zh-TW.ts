import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `sms.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'sms.sent': '驗證碼已發送，{{minutes}} 分鐘內有效',
  'sms.tooSoon': '發送太頻繁，請一分鐘後再試',
  'sms.dailyLimit': '今天發送驗證碼的次數已達上限，請明天再試',
  'sms.sendFailed': '簡訊發送失敗，請稍後再試',
  'sms.codeWrong': '簡訊驗證碼錯誤或已過期',
  'sms.codeTries': '簡訊驗證碼錯誤次數過多，請重新獲取',
  'sms.severalAccounts': '該手機號綁定了多個帳號，請使用帳號密碼登入或聯絡管理員',
  'sms.passwordReset': '密碼已重設，請使用新密碼登入',
  'sms.notConfigured': '請先儲存簡訊服務商的設定（AccessKey、簽名和範本）',
  'sms.testRefused': '簡訊服務商拒絕發送：{{code}} {{reason}}',
  'sms.testTooSoon': '測試簡訊每分鐘只能發送一則，請稍後再試',
  'sms.testDailyLimit': '今天發送測試簡訊的次數已達上限，請明天再試',
} satisfies Translation<typeof zhCN>;
