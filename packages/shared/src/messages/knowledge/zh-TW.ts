import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `knowledge.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'knowledge.notFound': '知識不存在或您無權查看',
  'knowledge.categoryNotFound': '知識分類不存在',
  'knowledge.parentCategoryNotFound': '上級分類不存在',
  'knowledge.duplicateCategory': '同一上級下已有名為「{{name}}」的分類',
  'knowledge.categoryHasChildren': '該分類下還有 {{count}} 個子分類，請先刪除或移走它們',
  'knowledge.categoryMoveIntoSelf': '分類不能移動到自身或其子分類下',
  'knowledge.categoryInUse': '該分類下還有 {{count}} 條知識，請先移走它們',
  'knowledge.fileNotFound': '文件不存在',
  'knowledge.fileNotDocument': '只能選擇文件類檔案',
  'knowledge.tooManyTags': '標籤最多 {{max}} 個',
  'knowledge.contentOrFileRequired': '請填寫正文或上傳文件',
  'knowledge.audienceRequired': '指定範圍可見時，請至少選擇一個部門、崗位或人員',
  'knowledge.audienceNotFound': '可見範圍中有不存在的部門或人員',
  'knowledge.published': '已發佈',
  'knowledge.unpublished': '已下架',
} satisfies Translation<typeof zhCN>;
