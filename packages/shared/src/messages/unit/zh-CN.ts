import type { DomainMessages } from '../types.ts';

/** The `unit.` messages in zh-CN, which defines the keys. */
export default {
  'unit.notFound': '单位不存在',
  'unit.notYours': '您不属于该单位，不能切换到它',
  'unit.duplicateName': '已有名为“{{name}}”的单位',
  'unit.hasMembers': '单位“{{name}}”还有 {{count}} 名成员，请先移除成员再删除',
  'unit.peopleNotFound': '有人员不存在或不属于本企业',
  'unit.notMembers': '有人员不是该单位的成员',
} satisfies DomainMessages<'unit'>;
