import { TASK_TYPE } from '@ascent/shared/task';
import { isExpertTraining } from '../../programme/lib/expert-training.ts';

/** The learner site's path of the training report. */
export const TRAIN_REPORT_PATH = '/mine/trainReport';

/** The name of a task type of spec s.3 (a catalogue leaf of the features that show it). */
export type TaskTypeName =
  | 'project'
  | 'dailyExam'
  | 'subject'
  | 'map'
  | 'package'
  | 'newStaff'
  | 'exam'
  | 'activity'
  | 'face'
  | 'live'
  | 'idp'
  | 'other';

const NAME_OF_TYPE: Record<number, TaskTypeName> = {
  [TASK_TYPE.project]: 'project',
  [TASK_TYPE.projectAlt]: 'project',
  [TASK_TYPE.projectIssued]: 'project',
  [TASK_TYPE.dailyExam]: 'dailyExam',
  [TASK_TYPE.subject]: 'subject',
  [TASK_TYPE.map]: 'map',
  [TASK_TYPE.package]: 'package',
  [TASK_TYPE.newStaff]: 'newStaff',
  [TASK_TYPE.exam]: 'exam',
  [TASK_TYPE.activity]: 'activity',
  [TASK_TYPE.face]: 'face',
  [TASK_TYPE.live]: 'live',
  [TASK_TYPE.idp]: 'idp',
};

/** The name of a task type; 'other' for a type without a name. The three project types are alike. */
export function taskTypeName(taskType: number): TaskTypeName {
  return NAME_OF_TYPE[taskType] ?? 'other';
}

/**
 * The catalogue key naming a task type: 'task.type.<name>', new-staff training as
 * 'task.type.expert' for the dfzx customer; 'task.type.other' for a type without a name.
 */
export function taskTypeLabelKey(taskType: number, customerCode: string | undefined): string {
  const name = taskTypeName(taskType);
  if (name === 'newStaff' && isExpertTraining({ customerCode: customerCode ?? '' }))
    return 'task.type.expert';
  return `task.type.${name}`;
}
