import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `dashboard.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'dashboard.noDepartment': '您的帳號沒有所屬部門，無法查看部門數據',
  'dashboard.itemNotFound': '課程或考試不存在',
  'dashboard.departmentNotFound': '部門不存在或不在您的管理範圍內',
  'dashboard.sheetName': '學員報表',
  'dashboard.colName': '姓名',
  'dashboard.colAccount': '帳號',
  'dashboard.colDepartment': '部門',
  'dashboard.colState': '狀態',
  'dashboard.colStartedAt': '開始時間',
  'dashboard.colCompletedAt': '完成時間',
  'dashboard.colMinutes': '用時（分鐘）',
  'dashboard.colPercent': '進度（%）',
  'dashboard.colScore': '最高分',
  'dashboard.colPassed': '是否通過',
  'dashboard.colAttempts': '考試次數',
  'dashboard.stateStarted': '學習中',
  'dashboard.stateCompleted': '已完成',
  'dashboard.yes': '是',
  'dashboard.no': '否',
} satisfies Translation<typeof zhCN>;
