import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `userColumn.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'userColumn.account': '帳號',
  'userColumn.realName': '姓名',
  'userColumn.password': '初始密碼',
  'userColumn.mobile': '手機號碼',
  'userColumn.email': '電子郵件',
  'userColumn.department': '部門路徑',
  'userColumn.position': '職位',
  'userColumn.roles': '角色',
  'userColumn.secrecyLevel': '密級',
  'userColumn.status': '狀態',
  'userColumn.createdAt': '建立時間',
} satisfies Translation<typeof zhCN>;
