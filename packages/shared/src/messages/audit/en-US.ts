import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `audit.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'audit.typePersonnel': 'Personnel information change',
  'audit.unknownType': 'Unknown approval type',
  'audit.unknownRole': 'Please choose a valid role',
  'audit.nodeRequired': 'Add at least one approval node',
  'audit.tooManyNodes': 'At most {{max}} approval nodes',
  'audit.approverRequired': 'Each node needs at least one approver (a person or a role)',
  'audit.tooManyApprovers': 'At most {{max}} approvers per node',
  'audit.approverNotFound': 'An approver does not exist or is disabled',
  'audit.activeExists': 'This approval type already has an active template; disable it first',
  'audit.templateNotFound': 'The approval template does not exist',
  'audit.templateInUse': 'This template still has items under review and cannot be deleted',
  'audit.receiptNotFound': 'The approval item does not exist',
  'audit.notParty': 'You are neither the applicant nor an approver of this item',
  'audit.notApprover': 'You are not an approver of this item',
  'audit.notYourTurn': 'This item is not waiting for your decision',
  'audit.notReviewing': 'This item is no longer under review',
  'audit.notApplicant': 'Only the applicant can do this',
  'audit.notFirstNodeApprover': 'You are not an approver of the first node waiting for a decision',
  'audit.remarkRequired': 'Please enter the reason for rejecting',
  'audit.approved': 'Approved',
  'audit.rejected': 'Rejected',
  'audit.withdrawn': 'Withdrawn',
} satisfies Translation<typeof zhCN>;
