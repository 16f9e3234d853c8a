import type { DomainMessages } from '../types.ts';

/** The `major.` messages in zh-CN, which defines the keys. */
export default {
  'major.notFound': '专业不存在',
  'major.parentNotFound': '上级专业不存在',
  'major.duplicateName': '同一上级下已有名为“{{name}}”的专业',
  'major.hasChildren': '该专业下还有 {{count}} 个下级专业，请先删除或移走它们',
  'major.moveIntoSelf': '不能把专业移到它自己或它的下级专业之下',
} satisfies DomainMessages<'major'>;
