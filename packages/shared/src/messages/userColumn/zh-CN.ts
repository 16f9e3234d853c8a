import type { DomainMessages } from '../types.ts';

/**
 * The `userColumn.` messages in zh-CN, which defines the keys. Column headers of the user import
 * template and export (in the caller's language).
 */
export default {
  'userColumn.account': '账号',
  'userColumn.realName': '姓名',
  'userColumn.password': '初始密码',
  'userColumn.mobile': '手机号',
  'userColumn.email': '邮箱',
  'userColumn.department': '部门路径',
  'userColumn.position': '岗位',
  'userColumn.roles': '角色',
  'userColumn.secrecyLevel': '密级',
  'userColumn.status': '状态',
  'userColumn.createdAt': '创建时间',
} satisfies DomainMessages<'userColumn'>;
