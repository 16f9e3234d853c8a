import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `userColumn.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'userColumn.account': 'Account',
  'userColumn.realName': 'Name',
  'userColumn.password': 'Initial password',
  'userColumn.mobile': 'Mobile',
  'userColumn.email': 'Email',
  'userColumn.department': 'Department path',
  'userColumn.position': 'Position',
  'userColumn.roles': 'Roles',
  'userColumn.secrecyLevel': 'Secrecy level',
  'userColumn.status': 'Status',
  'userColumn.createdAt': 'Created',
} satisfies Translation<typeof zhCN>;
