import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `register.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'register.termsRequired': '請閱讀並同意使用者協議和隱私權政策',
  'register.realNameRequired': '請輸入姓名',
  'register.enterpriseNameRequired': '請輸入企業名稱',
  'register.domainRequired': '請輸入企業網域',
  'register.domain': '請輸入有效的企業網域，如 learn.example.com',
  'register.landingRequired': '開放註冊前請選擇新使用者所在的部門',
  'register.accountTaken': '該帳號已被使用',
} satisfies Translation<typeof zhCN>;
