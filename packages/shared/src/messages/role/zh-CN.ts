import type { DomainMessages } from '../types.ts';

/**
 * The `role.` messages in zh-CN, which defines the keys. The roles of spec section 1.
 */
export default {
  'role.learner': '学员',
  'role.lecturer_internal': '内部讲师',
  'role.lecturer_external': '外部讲师',
  'role.admin': '管理员',
  'role.exam_reviewer': '考试阅卷人',
  'role.homework_reviewer': '作业批阅人',
  'role.attendance_manager': '考勤管理员',
  'role.unit_manager': '单位管理员',
  'role.supervisor': '主管',
  'role.mentor': '导师',
  'role.task_supervisor': '任务督导',
} satisfies DomainMessages<'role'>;
