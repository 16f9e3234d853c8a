import type { DomainMessages } from '../types.ts';

/** The `knowledge.` messages in zh-CN, which defines the keys. */
export default {
  'knowledge.notFound': '知识不存在或您无权查看',
  'knowledge.categoryNotFound': '知识分类不存在',
  'knowledge.parentCategoryNotFound': '上级分类不存在',
  'knowledge.duplicateCategory': '同一上级下已有名为“{{name}}”的分类',
  'knowledge.categoryHasChildren': '该分类下还有 {{count}} 个子分类，请先删除或移走它们',
  'knowledge.categoryMoveIntoSelf': '分类不能移动到自身或其子分类下',
  'knowledge.categoryInUse': '该分类下还有 {{count}} 条知识，请先移走它们',
  'knowledge.fileNotFound': '文档不存在',
  'knowledge.fileNotDocument': '只能选择文档类文件',
  'knowledge.tooManyTags': '标签最多 {{max}} 个',
  'knowledge.contentOrFileRequired': '请填写正文或上传文档',
  'knowledge.audienceRequired': '指定范围可见时，请至少选择一个部门、岗位或人员',
  'knowledge.audienceNotFound': '可见范围中有不存在的部门或人员',
  'knowledge.published': '已发布',
  'knowledge.unpublished': '已下架',
} satisfies DomainMessages<'knowledge'>;
