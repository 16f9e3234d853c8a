import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `registration.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'registration.done': '註冊成功，請登入',
  'registration.closed': '註冊已關閉',
  'registration.failed': '註冊失敗！',
  'registration.repeat': '您不能重複註冊！',
  'registration.domainTaken': '該企業網域已被使用',
  'registration.tooMany': '註冊過於頻繁，請稍後再試',
  'registration.lookupsTooMany': '操作過於頻繁，請稍後再試',
  'registration.saved': '註冊設定已儲存',
  'registration.department': '請選擇本企業的部門',
} satisfies Translation<typeof zhCN>;
