import type { DomainMessages } from '../types.ts';

/** The `studyplan.` messages in zh-CN, which defines the keys. */
export default {
  'studyplan.startAfterEnd': '开始时间不能大于结束时间',
  'studyplan.fieldDuplicate': '计划字段不能重复',
  'studyplan.departmentRequired': '请至少选择一个部门',
  'studyplan.itemRequired': '请至少添加一项培训',
  'studyplan.remarkRequired': '请填写驳回原因',
  'studyplan.notFound': '学习计划不存在',
  'studyplan.subPlanNotFound': '部门子计划不存在',
  'studyplan.notManager': '您不是该部门计划的负责人',
  'studyplan.notEditable': '子计划审核中或已通过，不能再提交',
  'studyplan.ended': '学习计划已结束',
  'studyplan.notReviewing': '子计划不在审核中',
  'studyplan.fieldInvalid': '请正确填写“{{name}}”',
  'studyplan.itemNotFound': '所选的培训不存在',
  'studyplan.departmentNotFound': '部门不存在',
  'studyplan.managerNotFound': '负责人须为本公司的在职人员',
  'studyplan.departmentsLocked': '已提交的部门子计划不能移除',
  'studyplan.submitted': '已提交审核',
  'studyplan.reviewed': '审核完成',
} satisfies DomainMessages<'studyplan'>;
