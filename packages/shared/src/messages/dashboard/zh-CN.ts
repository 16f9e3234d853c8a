import type { DomainMessages } from '../types.ts';

/** The `dashboard.` messages in zh-CN, which defines the keys. */
export default {
  'dashboard.noDepartment': '您的账号没有所属部门，无法查看部门数据',
  'dashboard.itemNotFound': '课程或考试不存在',
  'dashboard.departmentNotFound': '部门不存在或不在您的管理范围内',
  'dashboard.sheetName': '学员报表',
  'dashboard.colName': '姓名',
  'dashboard.colAccount': '账号',
  'dashboard.colDepartment': '部门',
  'dashboard.colState': '状态',
  'dashboard.colStartedAt': '开始时间',
  'dashboard.colCompletedAt': '完成时间',
  'dashboard.colMinutes': '用时（分钟）',
  'dashboard.colPercent': '进度（%）',
  'dashboard.colScore': '最高分',
  'dashboard.colPassed': '是否通过',
  'dashboard.colAttempts': '考试次数',
  'dashboard.stateStarted': '学习中',
  'dashboard.stateCompleted': '已完成',
  'dashboard.yes': '是',
  'dashboard.no': '否',
} satisfies DomainMessages<'dashboard'>;
