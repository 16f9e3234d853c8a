import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `password.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'password.required': '請輸入新密碼',
  'password.confirmRequired': '請再次輸入新密碼',
  'password.oldRequired': '請輸入原密碼',
  'password.mismatch': '兩次輸入的密碼不一致',
  'password.oldWrong': '原密碼錯誤',
  'password.oldLocked': '原密碼錯誤次數過多，請 {{minutes}} 分鐘後再試',
  'password.sameAsOld': '新密碼不能與原密碼相同',
  'password.tooShort': '密碼長度不能少於 {{min}} 位',
  'password.tooLong': '密碼長度不能超過 {{max}} 位',
  'password.lengthRange': '密碼長度須為 {{min}} 到 {{max}} 位',
  'password.classes': '密碼須包含小寫字母、大寫字母、數字、特殊字元中的至少三種',
  'password.containsAccount': '密碼不能包含帳號',
  'password.forbiddenChars': '密碼不能包含 & % = + 字元',
  'password.invalidChars': '密碼只能包含字母、數字和特殊字元 , . < > { } ~ ! @ # $ ^ * _',
  'password.repeated': '密碼不能包含三個及以上相同的字元',
  'password.sequence': '密碼不能包含三個及以上連續的字元（如 abc、123）',
  'password.keyboard': '密碼不能包含三個及以上鍵盤相鄰的字元（如 qwe、1qa）',
  'password.changeFirstLogin': '首次登入，請修改初始密碼',
  'password.changeExpired': '密碼已過期，請修改密碼',
} satisfies Translation<typeof zhCN>;
