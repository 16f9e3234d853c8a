import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `exam.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'exam.notExist': 'The exam does not exist',
  'exam.noRight': 'You have no right to take this exam',
  'exam.notStarted': 'The exam starts later',
  'exam.ended': 'The exam has ended',
  'exam.inProgress': 'The exam is in progress: the result shows after hand-in',
  'exam.wrongPassword': 'The exam password is wrong',
  'exam.ipOutside': 'Your IP address is outside the range allowed for this exam',
  'exam.signatureRequired': 'Please sign before starting the exam',
  'exam.attemptsUsedUp': 'You have used up your attempts at this exam',
  'exam.attemptsUsedUpToday': "You have used up today's attempts: come back tomorrow",
  'exam.tooEarly': 'You can hand in {{minutes}} minutes after the start',
  'exam.attemptNotFound': 'The exam record does not exist',
  'exam.handedIn': 'The paper has been handed in and takes no more answers',
  'exam.timeUp': 'Time is up: the paper was handed in',
  'exam.screenSwitchLimit': 'The screen-switch limit was reached: the paper was handed in',
  'exam.questionNotInPaper': 'The question is not on this paper',
  'exam.paperMissing': 'The exam paper is not available: please contact the administrator',
  'exam.submitted': 'Handed in',
} satisfies Translation<typeof zhCN>;
