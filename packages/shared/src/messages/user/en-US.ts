import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `user.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'user.notFound': 'The user does not exist',
  'user.accountTaken': 'This account is already in use',
  'user.accountRepeated': 'The account appears twice in the file (first on row {{row}})',
  'user.departmentUnknown': 'No such department: {{path}}',
  'user.roleUnknown': 'Unknown role: {{name}}',
  'user.lecturerKind': 'A lecturer is either internal or external, not both',
  'user.selfDisable': 'You cannot disable your own account',
  'user.selfDemote': 'You cannot remove your own administrator role',
  'user.selfReset': 'Change your own password from your account menu',
  'user.importFileRequired': 'Please upload an .xlsx file',
  'user.importUnreadable': 'The file cannot be read. Please use the import template',
  'user.importColumnMissing': 'The file has no column: {{name}}',
  'user.importEmpty': 'The file has no rows to import',
  'user.importTooMany': 'At most {{max}} rows can be imported at once',
  'user.exportTooMany': 'At most {{max}} users can be exported at once. Please narrow the filters',
  'user.importDone': 'Users imported: {{imported}}. Rows not imported: {{failed}}',
} satisfies Translation<typeof zhCN>;
