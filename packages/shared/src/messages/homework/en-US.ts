import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `homework.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'homework.notFound': 'The homework does not exist or is not available to you',
  'homework.notBegun': 'The homework has not begun',
  'homework.overdue': 'The homework is overdue',
  'homework.stepRequired': 'Add at least one step',
  'homework.tooManySteps': 'At most {{max}} steps',
  'homework.contentOrAttachment': 'Enter content or add an attachment',
  'homework.tooManyAttachments': 'At most {{max}} attachments',
  'homework.attachmentNotFound':
    'The attachment does not exist or was not uploaded by you for this homework',
  'homework.fileNotFound': 'The attachment does not exist',
  'homework.stepNotFound': 'The step does not exist',
  'homework.previousStepFirst': 'Please save the previous step first',
  'homework.stepIncomplete': 'Step {{n}} needs content or an attachment',
  'homework.alreadySubmitted': 'The homework has been handed in and is waiting for review',
  'homework.alreadyEvaluated': 'The homework has been evaluated and cannot be changed',
  'homework.notReviewer': 'You are not a reviewer of this homework',
  'homework.notToEvaluate': 'This homework is not waiting for review',
  'homework.ownSubmission': 'You cannot review your own homework',
  'homework.scoreRequired': 'Please enter a score',
  'homework.scoreRange': 'The score must be between 0 and {{max}}',
  'homework.scoreDecimals': 'The score may have at most one decimal place',
  'homework.returnCommentRequired': 'Please say what should be changed',
  'homework.audienceRequired': 'Choose the departments, positions or people who receive it',
  'homework.audienceNotFound': 'A chosen department or person does not exist',
  'homework.reviewerNotFound': 'A reviewer is not an active user of the company',
  'homework.stepsLocked':
    'Learners have handed in this homework: its steps can be reworded but not added or removed',
  'homework.staleStep': 'A step does not belong to this homework; reload and try again',
  'homework.hasSubmissions':
    'Homework that learners have handed in cannot be deleted; take it down instead',
  'homework.submissionNotFound': 'The submission does not exist',
  'homework.stepSaved': 'Saved',
  'homework.submitted': 'Handed in',
  'homework.evaluated': 'Evaluated',
  'homework.returned': 'Returned; the learner may change it and hand it in again',
  'homework.published': 'Published',
  'homework.unpublished': 'Taken down',
} satisfies Translation<typeof zhCN>;
