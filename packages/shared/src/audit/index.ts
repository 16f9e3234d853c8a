import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { APPROVAL_STATUS, ROLES } from '../common/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { ZLangNames, type TLangNames } from '../platform/index.ts';
import { zId, zPaging, zRequiredText } from '../validators/index.ts';

/**
 * Approvals (spec s.3 "Approval status", s.4, s.7 "Audit"): templates of ordered nodes, and the
 * receipts (audit records) that go through them. The audit type is an open set: each domain
 * that needs approval registers a handler for its type on the server.
 */

/** Approval status of spec s.3: 1 under review, 2 passed, 3 rejected, 4 withdrawn. */
export const AUDIT_STATUS = APPROVAL_STATUS;
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];
export const AUDIT_STATUSES: readonly AuditStatus[] = [1, 2, 3, 4];

/** The types known so far (spec s.4: type 2 is personnel information). Later issues add more. */
export const AUDIT_TYPE = {
  personnel: 2,
  /** Issue 6: a sign-up (all kinds, classroom reservations too). */
  signup: 3,
  /** Issue 6: a leave request for a face-to-face session. */
  inPersonLeave: 4,
  /** Issue 6: an individual development plan (the supervisor approves). */
  idp: 5,
} as const;

/** An approver's decision on a node. */
export const AUDIT_DECISION = { pass: 2, reject: 3 } as const;
export type AuditDecision = (typeof AUDIT_DECISION)[keyof typeof AUDIT_DECISION];

/**
 * A node's state as the timeline shows it: 0 not reached yet, then the receipt's statuses
 * (1 waiting for its approvers, 2 passed, 3 rejected, 4 withdrawn while it was waiting).
 */
export type AuditNodeStatus = 0 | AuditStatus;

export const AUDIT_LIMITS = {
  name: 50,
  remark: 500,
  nodes: 20,
  approvers: 50,
  candidates: 20,
  keyword: 50,
} as const;

/** The approval statuses as a schema of the API's answers. */
const zAuditStatus = z.literal([1, 2, 3, 4]);

/** Someone named on a template node or a receipt. */
export const ZAuditPerson = z.object({
  id: z.number().int(),
  account: z.string(),
  realName: z.string(),
});
export type TAuditPerson = z.infer<typeof ZAuditPerson>;

// ---------------------------------------------------------------------------------------------
// Templates (admin site)

const zRole = z.enum(ROLES, {
  error: messageRef('audit.unknownRole'),
});

const zLangName = z
  .string({ error: messageRef('common.parameterError') })
  .trim()
  .max(AUDIT_LIMITS.name, { error: messageRef('validation.tooLong', { max: AUDIT_LIMITS.name }) })
  .optional();

/** A node's names per language; blanks are dropped, so an unset language falls back. */
const zNodeLangNames = z
  .object({ zh_CN: zLangName, zh_TW: zLangName, en_US: zLangName })
  .strict()
  .default({})
  .transform(
    (names): TLangNames =>
      Object.fromEntries(Object.entries(names).filter(([, v]) => !!v)) as TLangNames,
  );

export const ZAuditTemplateNode = z
  .object({
    /** The name as entered, shown in any language without a name of its own below. */
    name: zRequiredText(AUDIT_LIMITS.name),
    /** The name per language (each optional, blank for none). */
    langNames: zNodeLangNames,
    /** Approvers by person. */
    approverUserIds: z
      .array(zId, { error: messageRef('common.parameterError') })
      .max(AUDIT_LIMITS.approvers, {
        error: messageRef('audit.tooManyApprovers', { max: AUDIT_LIMITS.approvers }),
      })
      .default([]),
    /** Approvers by role: anyone holding one of them. */
    approverRoles: z
      .array(zRole, { error: messageRef('common.parameterError') })
      .max(ROLES.length, { error: messageRef('common.parameterError') })
      .default([]),
  })
  .strict()
  .refine((n) => n.approverUserIds.length + n.approverRoles.length > 0, {
    error: messageRef('audit.approverRequired'),
    path: ['approverUserIds'],
  });
export type TAuditTemplateNodeInput = z.infer<typeof ZAuditTemplateNode>;

const templateFields = {
  type: zId,
  name: zRequiredText(AUDIT_LIMITS.name),
  /** Only an active template opens receipts; at most one per company and type. */
  enabled: z.boolean({ error: messageRef('common.parameterError') }).default(true),
  /** In order; any one approver of a node decides for it. */
  nodes: z
    .array(ZAuditTemplateNode, { error: messageRef('audit.nodeRequired') })
    .min(1, { error: messageRef('audit.nodeRequired') })
    .max(AUDIT_LIMITS.nodes, {
      error: messageRef('audit.tooManyNodes', { max: AUDIT_LIMITS.nodes }),
    }),
};

export const ZAuditTemplateCreate = z.object(templateFields).strict();
export type TAuditTemplateCreate = z.infer<typeof ZAuditTemplateCreate>;

export const ZAuditTemplateUpdate = z.object({ id: zId, ...templateFields }).strict();
export type TAuditTemplateUpdate = z.infer<typeof ZAuditTemplateUpdate>;

export const ZAuditTemplateQuery = ZListQuery.extend({ type: zId.optional() });
export type TAuditTemplateQuery = z.infer<typeof ZAuditTemplateQuery>;

export const ZAuditCandidateQuery = z
  .object({
    keyword: z
      .string({ error: messageRef('common.parameterError') })
      .trim()
      .max(AUDIT_LIMITS.keyword, {
        error: messageRef('validation.tooLong', { max: AUDIT_LIMITS.keyword }),
      })
      .default(''),
  })
  .strict();
export type TAuditCandidateQuery = z.infer<typeof ZAuditCandidateQuery>;

export const ZAuditTemplateNodeOut = z.object({
  seq: z.number().int(),
  name: z.string(),
  langNames: ZLangNames,
  approverUserIds: z.array(z.number().int()),
  approverRoles: z.array(z.enum(ROLES)),
  /** The people of approverUserIds, for display. */
  approvers: z.array(ZAuditPerson),
});
export type TAuditTemplateNode = z.infer<typeof ZAuditTemplateNodeOut>;

export const ZAuditTemplate = z.object({
  id: z.number().int(),
  type: z.number().int(),
  typeName: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  nodes: z.array(ZAuditTemplateNodeOut),
  /** Receipts of this template still under review. */
  reviewingCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAuditTemplate = z.infer<typeof ZAuditTemplate>;

/** An audit type with a registered handler, named in the caller's language. */
export const ZAuditType = z.object({
  type: z.number().int(),
  name: z.string(),
});
export type TAuditType = z.infer<typeof ZAuditType>;

// ---------------------------------------------------------------------------------------------
// Receipts (learner site, spec s.7 "Audit")

/** auditreceiptbyinitlist and auditreceiptbytodolist. */
export const ZAuditReceiptListQuery = zPaging
  .extend({
    status: z.coerce
      .number({ error: messageRef('common.parameterError') })
      .int()
      .refine((v) => (AUDIT_STATUSES as readonly number[]).includes(v), {
        error: messageRef('common.parameterError'),
      })
      .optional(),
    type: zId.optional(),
  })
  .strict();
export type TAuditReceiptListQuery = z.infer<typeof ZAuditReceiptListQuery>;

const zRemark = z
  .string({ error: messageRef('common.parameterError') })
  .trim()
  .max(AUDIT_LIMITS.remark, {
    error: messageRef('validation.tooLong', { max: AUDIT_LIMITS.remark }),
  })
  .default('');

/** auditreceiptnodesubmit: the caller's decision on the receipt's current node. */
export const ZAuditNodeSubmit = z
  .object({
    auditId: zId,
    decision: z.union([z.literal(AUDIT_DECISION.pass), z.literal(AUDIT_DECISION.reject)], {
      error: messageRef('common.parameterError'),
    }),
    remark: zRemark,
  })
  .strict()
  .refine((b) => b.decision !== AUDIT_DECISION.reject || b.remark.length > 0, {
    error: messageRef('audit.remarkRequired'),
    path: ['remark'],
  });
export type TAuditNodeSubmit = z.infer<typeof ZAuditNodeSubmit>;

export const ZAuditWithdraw = z.object({ auditId: zId }).strict();
export type TAuditWithdraw = z.infer<typeof ZAuditWithdraw>;

/**
 * me/AuditReceiptSubmit (spec s.4, s.7): the applicant who is also an approver of the first
 * node passes that node right after submitting. One entry, for the current (first) node;
 * appterMembers is accepted for the spec's shape but the approvers are the template's.
 */
export const ZAuditReceiptSubmit = z
  .object({
    auditId: zId,
    resourceId: zId,
    auditReceiptNode: z
      .array(
        z
          .object({
            nodeId: zId,
            appterMembers: z
              .array(zId, { error: messageRef('common.parameterError') })
              .max(AUDIT_LIMITS.approvers, { error: messageRef('common.parameterError') })
              .optional(),
            remark: zRemark,
          })
          .strict(),
        { error: messageRef('common.parameterError') },
      )
      .length(1, { error: messageRef('common.parameterError') }),
  })
  .strict();
export type TAuditReceiptSubmit = z.infer<typeof ZAuditReceiptSubmit>;

/** One line of what a receipt asks for (the domain's description of its payload). */
export const ZAuditLine = z.object({
  label: z.string(),
  value: z.string(),
  /** The value before the change, when the domain knows it. */
  before: z.string().optional(),
});
export type TAuditLine = z.infer<typeof ZAuditLine>;

export const ZAuditNodeRef = z.object({
  nodeId: z.number().int(),
  seq: z.number().int(),
  name: z.string(),
});
export type TAuditNodeRef = z.infer<typeof ZAuditNodeRef>;

/** A receipt in a list. */
export const ZAuditReceipt = z.object({
  auditId: z.number().int(),
  type: z.number().int(),
  typeName: z.string(),
  title: z.string(),
  resourceId: z.number().int(),
  status: zAuditStatus,
  applicant: ZAuditPerson,
  /** The node waiting for a decision while under review; else null. */
  currentNode: ZAuditNodeRef.nullable(),
  nodeCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAuditReceipt = z.infer<typeof ZAuditReceipt>;

/** One node of a receipt's timeline (spec s.3 "audittmplnode (appterMembers, srcref)"). */
export const ZAuditReceiptNode = ZAuditNodeRef.extend({
  /** 0: not reached yet; else the receipt's statuses (AuditNodeStatus). */
  status: z.literal([0, 1, 2, 3, 4]),
  /** Approvers by person. */
  appterMembers: z.array(ZAuditPerson),
  /** Approvers by role. */
  roles: z.array(z.enum(ROLES)),
  /** Who decided, when decided. */
  approver: ZAuditPerson.nullable(),
  remark: z.string(),
  decidedAt: z.string().nullable(),
});
export type TAuditReceiptNode = z.infer<typeof ZAuditReceiptNode>;

/**
 * What a receipt asks about, for the approver's own read of it (issue 22): a course behind a
 * course-enrolment sign-up opens through study/course/{id}/detail/simple.
 */
export const ZAuditLink = z.object({
  kind: z.literal('course'),
  id: z.number().int(),
});
export type TAuditLink = z.infer<typeof ZAuditLink>;

/** audittmpl/{id}/auditreceiptdetail. */
export const ZAuditReceiptDetail = ZAuditReceipt.extend({
  lines: z.array(ZAuditLine),
  links: z.array(ZAuditLink),
  audittmplnode: z.array(ZAuditReceiptNode),
  /** The rejection's remark when rejected. */
  reason: z.string(),
  /** The caller may approve or reject now (an approver of the current node). */
  canDecide: z.boolean(),
  /** The caller may withdraw (the applicant, while under review). */
  canWithdraw: z.boolean(),
});
export type TAuditReceiptDetail = z.infer<typeof ZAuditReceiptDetail>;

/** The reply of a decision, a withdrawal or me/AuditReceiptSubmit. */
export const ZAuditDecisionResult = z.object({
  auditId: z.number().int(),
  status: zAuditStatus,
  currentNode: ZAuditNodeRef.nullable(),
});
export type TAuditDecisionResult = z.infer<typeof ZAuditDecisionResult>;
