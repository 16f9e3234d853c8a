import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `role.` messages in zh-TW: exactly the keys of zh-CN. */
export default {
  'role.learner': '學員',
  'role.lecturer_internal': '內部講師',
  'role.lecturer_external': '外部講師',
  'role.admin': '管理員',
  'role.exam_reviewer': '考試閱卷人',
  'role.homework_reviewer': '作業批閱人',
  'role.attendance_manager': '考勤管理員',
  'role.unit_manager': '單位管理員',
  'role.supervisor': '主管',
  'role.mentor': '導師',
  'role.task_supervisor': '任務督導',
} satisfies Translation<typeof zhCN>;
