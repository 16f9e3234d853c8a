import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `idp.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'idp.startAfterEnd': 'The start time cannot be greater than the end time',
  'idp.resourceRequired': 'Add at least one learning resource',
  'idp.passPercent': 'The pass line is 1% to 100% of the paper total',
  'idp.stepRequired': 'The homework needs at least one step',
  'idp.tooManyAttachments': 'At most {{max}} attachments',
  'idp.reasonRequired': 'Please give the reason for the rejection',
  'idp.notFound': 'The development plan does not exist',
  'idp.supervisorNotFound': 'Choose an active person of your company as the supervisor',
  'idp.selfSupervisor': 'You cannot be your own supervisor',
  'idp.notSupervisor': "Only the plan's supervisor may approve it",
  'idp.notOwner': 'You can only change your own plans',
  'idp.notEditable': 'Only a withdrawn or rejected plan can be changed',
  'idp.notReviewing': 'The plan is not under review',
  'idp.notPassed': 'The plan must be approved before you work on it',
  'idp.yearTaken': 'You already have a plan for {{year}}',
  'idp.itemNotFound': 'A chosen resource does not exist or is not open to you',
  'idp.attachmentNotFound': 'The attachment does not exist',
  'idp.stepNotFound': 'The homework step does not exist',
  'idp.submitted': 'Submitted for review',
  'idp.withdrawn': 'Withdrawn',
  'idp.decided': 'Decision recorded',
} satisfies Translation<typeof zhCN>;
