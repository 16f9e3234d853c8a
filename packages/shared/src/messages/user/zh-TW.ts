import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `user.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'user.notFound': '使用者不存在',
  'user.accountTaken': '帳號已被使用',
  'user.accountRepeated': '帳號在檔案中重複（第 {{row}} 列已有）',
  'user.departmentUnknown': '部門不存在：{{path}}',
  'user.roleUnknown': '未知角色：{{name}}',
  'user.lecturerKind': '講師只能是內部講師或外部講師之一',
  'user.selfDisable': '不能停用自己的帳號',
  'user.selfDemote': '不能取消自己的管理員角色',
  'user.selfReset': '請在個人選單中修改自己的密碼',
  'user.importFileRequired': '請上傳 .xlsx 檔案',
  'user.importUnreadable': '無法讀取該檔案，請使用匯入範本',
  'user.importColumnMissing': '檔案缺少欄：{{name}}',
  'user.importEmpty': '檔案中沒有可匯入的列',
  'user.importTooMany': '每次最多匯入 {{max}} 列',
  'user.exportTooMany': '每次最多匯出 {{max}} 個使用者，請縮小篩選範圍',
  'user.importDone': '已匯入 {{imported}} 個使用者，{{failed}} 列未匯入',
} satisfies Translation<typeof zhCN>;
