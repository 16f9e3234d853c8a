import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `course.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'course.notExist': '課程不存在',
  'course.noPermission': '您沒有學習該課程的權限',
  'course.audienceRequired': '請至少選擇一個部門、崗位或人員',
  'course.audienceInvalid': '所選的部門或人員不存在',
  'course.amountRange': '請輸入 0 到 9999 之間的數字',
  'course.resourceType': '不支援的資源類型',
  'course.fileRequired': '請上傳檔案',
  'course.fileInvalid': '資源「{{title}}」的檔案不存在或與資源類型不符',
  'course.structureStale': '課程內容已被修改，請重新整理後再試',
  'course.lecturerNotFound': '講師不是本單位的人員',
  'course.prerequisiteInvalid': '前置課程不存在或不能是課程本身',
  'course.noResources': '請至少新增一個資源後再發佈',
  'course.notPublished': '課程未發佈',
  'course.alreadyPublished': '課程已發佈',
  'course.deletePublished': '已發佈的課程不能刪除，請先下架',
  'course.deleteLearned': '課程「{{title}}」已有學員學習，不能刪除',
  'course.published': '發佈成功',
  'course.unpublished': '已下架',
  'course.copied': '複製成功',
  'course.copySuffix': '（副本）',
  'course.categoryNotFound': '課程分類不存在',
  'course.categoryParentNotFound': '上級分類不存在',
  'course.categoryDuplicateName': '同級已有名為「{{name}}」的分類',
  'course.categoryHasChildren': '該分類下還有 {{count}} 個子分類，不能刪除',
  'course.categoryMoveIntoSelf': '不能移動到自身或其下級分類',
  'course.categoryHasCourses': '該分類下還有 {{count}} 門課程，不能刪除',
} satisfies Translation<typeof zhCN>;
