import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList, ZIdParam } from '../admin/index.ts';
import {
  ZAuditCandidateQuery,
  ZAuditDecisionResult,
  ZAuditNodeSubmit,
  ZAuditPerson,
  ZAuditReceipt,
  ZAuditReceiptDetail,
  ZAuditReceiptListQuery,
  ZAuditReceiptSubmit,
  ZAuditTemplate,
  ZAuditTemplateCreate,
  ZAuditTemplateQuery,
  ZAuditTemplateUpdate,
  ZAuditType,
  ZAuditWithdraw,
} from './index.ts';

/** The learner's audit centre (spec s.7 "Audit"). */
export const auditEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/audittmpl/auditreceiptbyinitlist',
    auth: 'user',
    summary: 'The receipts the caller submitted, newest first, by status and type, paged',
    body: ZAuditReceiptListQuery,
    output: zPageOf(ZAuditReceipt),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/audittmpl/auditreceiptbytodolist',
    auth: 'user',
    summary: "The receipts under review whose current node is the caller's to decide, paged",
    body: ZAuditReceiptListQuery,
    output: zPageOf(ZAuditReceipt),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/audittmpl/:id/auditreceiptdetail',
    auth: 'user',
    summary: "A receipt's lines and node timeline, for its applicant and approvers",
    params: ZIdParam,
    output: ZAuditReceiptDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/audittmpl/auditreceiptnodesubmit',
    auth: 'user',
    summary: "An approver passes or rejects (with a remark) the receipt's current node",
    body: ZAuditNodeSubmit,
    output: ZAuditDecisionResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/audittmpl/withdraw',
    auth: 'user',
    summary: 'The applicant withdraws a receipt under review',
    body: ZAuditWithdraw,
    output: ZAuditDecisionResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/AuditReceiptSubmit',
    auth: 'user',
    summary: 'The applicant, an approver of the first node, passes that node after submitting',
    body: ZAuditReceiptSubmit,
    output: ZAuditDecisionResult,
  }),
);

/** Approval templates on the admin site. */
export const auditTemplateEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/manage/audit-template/types',
    auth: 'admin',
    summary: "The audit types with a registered handler, named in the caller's language",
    output: z.array(ZAuditType),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/audit-template/list',
    auth: 'admin',
    summary: 'Approval templates with their nodes and receipts under review, paged',
    body: ZAuditTemplateQuery,
    output: zPageOf(ZAuditTemplate),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/audit-template/create',
    auth: 'admin',
    summary: 'Creates an approval template (at most one active per audit type)',
    body: ZAuditTemplateCreate,
    output: ZAuditTemplate,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/audit-template/update',
    auth: 'admin',
    summary: "Replaces an approval template's name, state and nodes",
    body: ZAuditTemplateUpdate,
    output: ZAuditTemplate,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/audit-template/delete',
    auth: 'admin',
    summary: 'Deletes approval templates; none if any still has receipts under review',
    body: ZIdList,
    output: z.object({ removed: z.number().int() }),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/audit-template/candidates',
    auth: 'admin',
    summary: 'Active people of the company who can be named as approvers, by account or name',
    body: ZAuditCandidateQuery,
    output: z.array(ZAuditPerson),
  }),
);
