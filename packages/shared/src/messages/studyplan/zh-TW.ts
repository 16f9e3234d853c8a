import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `studyplan.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'studyplan.startAfterEnd': '開始時間不能大於結束時間',
  'studyplan.fieldDuplicate': '計劃欄位不能重複',
  'studyplan.departmentRequired': '請至少選擇一個部門',
  'studyplan.itemRequired': '請至少添加一項培訓',
  'studyplan.remarkRequired': '請填寫駁回原因',
  'studyplan.notFound': '學習計劃不存在',
  'studyplan.subPlanNotFound': '部門子計劃不存在',
  'studyplan.notManager': '您不是該部門計劃的負責人',
  'studyplan.notEditable': '子計劃審核中或已通過，不能再提交',
  'studyplan.ended': '學習計劃已結束',
  'studyplan.notReviewing': '子計劃不在審核中',
  'studyplan.fieldInvalid': '請正確填寫「{{name}}」',
  'studyplan.itemNotFound': '所選的培訓不存在',
  'studyplan.departmentNotFound': '部門不存在',
  'studyplan.managerNotFound': '負責人須為本公司的在職人員',
  'studyplan.departmentsLocked': '已提交的部門子計劃不能移除',
  'studyplan.submitted': '已提交審核',
  'studyplan.reviewed': '審核完成',
} satisfies Translation<typeof zhCN>;
