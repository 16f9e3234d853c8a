import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `studyplan.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'studyplan.startAfterEnd': 'The start time cannot be greater than the end time',
  'studyplan.fieldDuplicate': 'Plan fields must not repeat',
  'studyplan.departmentRequired': 'Choose at least one department',
  'studyplan.itemRequired': 'Add at least one training',
  'studyplan.remarkRequired': 'Please give the reason for the rejection',
  'studyplan.notFound': 'The study plan does not exist',
  'studyplan.subPlanNotFound': 'The sub-plan does not exist',
  'studyplan.notManager': "You are not a manager of this department's plan",
  'studyplan.notEditable': 'The sub-plan is under review or passed and cannot be submitted again',
  'studyplan.ended': 'The study plan has ended',
  'studyplan.notReviewing': 'The sub-plan is not under review',
  'studyplan.fieldInvalid': 'Please fill in "{{name}}" correctly',
  'studyplan.itemNotFound': 'A chosen training does not exist',
  'studyplan.departmentNotFound': 'The department does not exist',
  'studyplan.managerNotFound': 'Managers must be active people of the company',
  'studyplan.departmentsLocked': 'A department whose sub-plan was submitted cannot be removed',
  'studyplan.submitted': 'Submitted for review',
  'studyplan.reviewed': 'Review recorded',
} satisfies Translation<typeof zhCN>;
