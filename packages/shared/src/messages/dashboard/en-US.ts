import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `dashboard.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'dashboard.noDepartment': 'Your account has no department, so there are no department figures',
  'dashboard.itemNotFound': 'The course or exam does not exist',
  'dashboard.departmentNotFound': 'The department does not exist or is outside your departments',
  'dashboard.sheetName': 'Learner report',
  'dashboard.colName': 'Name',
  'dashboard.colAccount': 'Account',
  'dashboard.colDepartment': 'Department',
  'dashboard.colState': 'State',
  'dashboard.colStartedAt': 'Started',
  'dashboard.colCompletedAt': 'Completed',
  'dashboard.colMinutes': 'Time (minutes)',
  'dashboard.colPercent': 'Progress (%)',
  'dashboard.colScore': 'Best score',
  'dashboard.colPassed': 'Passed',
  'dashboard.colAttempts': 'Attempts',
  'dashboard.stateStarted': 'Studying',
  'dashboard.stateCompleted': 'Completed',
  'dashboard.yes': 'Yes',
  'dashboard.no': 'No',
} satisfies Translation<typeof zhCN>;
