import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `auth.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'auth.loginFailed': '登入失敗',
  'auth.badCredentials': '帳號或密碼錯誤',
  'auth.captchaRequired': '請輸入驗證碼',
  'auth.captchaWrong': '驗證碼錯誤或已過期',
  'auth.locked': '登入失敗次數過多，帳號已鎖定，請 {{minutes}} 分鐘後再試',
  'auth.disabled': '帳號已停用，請聯絡管理員',
  'auth.noToken': '請先登入',
  'auth.tokenExpired': '登入已過期，請重新登入',
  'auth.kicked': '您的帳號已在其他地方登入',
  'auth.forbidden': '您沒有權限進行此操作',
  'auth.passwordChangeRequired': '請先修改密碼再繼續',
  'auth.adminRequired': '該帳號沒有管理員權限',
  'auth.refreshInvalid': '登入狀態已失效，請重新登入',
  'auth.decryptFailed': '密碼解密失敗，請重新整理頁面後重試',
  'auth.qrCreateFailed': '二維碼建立失敗',
  'auth.qrInvalid': '您的二維碼已失效',
  'auth.logoutSuccess': '已登出',
} satisfies Translation<typeof zhCN>;
