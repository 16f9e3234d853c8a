import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `validation.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'validation.required': '此項為必填項',
  'validation.enter': '請輸入{{name}}',
  'validation.select': '請選擇{{name}}',
  'validation.tooLong': '不能超過 {{max}} 個字元',
  'validation.tooShort': '不能少於 {{min}} 個字元',
  'validation.whitespace': '內容不能只包含空白',
  'validation.mobile': '請輸入正確的手機號碼',
  'validation.email': '請輸入正確的電子郵件地址',
  'validation.mobileOrEmail': '請輸入正確的手機號碼或電子郵件',
  'validation.landline': '請輸入正確的電話號碼',
  'validation.account': '帳號至少 3 個字元',
  'validation.number': '請輸入數字',
  'validation.precision': '最多保留 {{len}} 位小數',
  'validation.date': '日期格式應為 YYYY-MM-DD',
  'validation.datetime': '時間格式應為 YYYY-MM-DD HH:mm',
  'validation.option': '請選擇有效的選項',
  'validation.parentNotSelectable': '只能選擇最下級選項',
  'validation.department': '請選擇所屬部門',
  'validation.invalid': '格式不正確',
  'validation.unknownField': '包含未知欄位：{{name}}',
  'validation.range': '請輸入 {{min}} 到 {{max}} 之間的整數',
  'validation.url': '請輸入以 http://、https:// 或 / 開頭的網址',
  'validation.domain': '請輸入正確的網域（如 learn.example.com）',
  'validation.hexColour': '請輸入正確的顏色值（如 #1677ff）',
  'validation.timeZone': '請選擇有效的時區（如 Asia/Shanghai）',
  'validation.code': '只能包含字母、數字、底線和連字號，最多 {{max}} 個字元',
  'validation.duplicate': '不能包含重複的值',
  'validation.startAfterEnd': '開始時間不能大於結束時間',
} satisfies Translation<typeof zhCN>;
