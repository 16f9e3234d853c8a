import type { DomainMessages } from '../types.ts';

/** The `department.` messages in zh-CN, which defines the keys. */
export default {
  'department.notFound': '部门不存在',
  'department.parentNotFound': '上级部门不存在',
  'department.duplicateName': '同一上级下已有名为“{{name}}”的部门',
  'department.hasPeople': '该部门下还有 {{count}} 名人员，请先将他们调至其他部门',
  'department.hasChildren': '该部门下还有 {{count}} 个下级部门，请先删除或移走它们',
  'department.moveIntoSelf': '不能把部门移到它自己或它的下级部门之下',
} satisfies DomainMessages<'department'>;
