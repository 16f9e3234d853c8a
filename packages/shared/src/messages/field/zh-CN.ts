import type { DomainMessages } from '../types.ts';

/** The `field.` messages in zh-CN, which defines the keys. */
export default {
  'field.notFound': '字段不存在',
  'field.key': '字段标识须以字母开头，只能包含字母、数字和下划线，最多 32 个字符',
  'field.keyTaken': '字段标识已存在',
  'field.keyFixed': '字段标识创建后不能修改',
  'field.builtInType': '内置字段的类型不能修改',
  'field.optionsRequired': '请至少添加一个选项',
  'field.noOptions': '该字段不使用选项',
  'field.optionKey': '选项标识只能包含字母、数字、下划线和短横线，最多 32 个字符',
  'field.optionKeyTaken': '选项标识重复：{{key}}',
  'field.optionChildren': '只有树形字段的选项可以有下级',
  'field.optionDepth': '选项最多 {{max}} 级',
  'field.optionCount': '选项最多 {{max}} 个',
  'field.sexOptions': '性别选项的标识只能是 1（男）和 2（女）',
} satisfies DomainMessages<'field'>;
