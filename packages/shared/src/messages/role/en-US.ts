import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `role.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'role.learner': 'Learner',
  'role.lecturer_internal': 'Internal lecturer',
  'role.lecturer_external': 'External lecturer',
  'role.admin': 'Administrator',
  'role.exam_reviewer': 'Exam reviewer',
  'role.homework_reviewer': 'Homework reviewer',
  'role.attendance_manager': 'Attendance manager',
  'role.unit_manager': 'Unit manager',
  'role.supervisor': 'Supervisor',
  'role.mentor': 'Mentor',
  'role.task_supervisor': 'Task supervisor',
} satisfies Translation<typeof zhCN>;
