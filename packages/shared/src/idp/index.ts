/**
 * Individual development plans (spec s.2 /mine/IDP, /mine/IDP/add, /mine/IDP/detail,
 * /mine/ID_Preview; s.3 "IDP plan"; s.5 "at least one resource; pass line is a percent of
 * paper total; homework max 5 attachments at 200MB; start not after end"; s.9 "IDP plan name
 * is year plus IDP"). Learner calls under /api/study/idp/... (paths the spec does not name).
 */
import { z } from 'zod';
import { APPROVAL_STATUS } from '../common/index.ts';
import { messageRef } from '../errors/index.ts';
import { ZStoredFile } from '../files/index.ts';
import { pagingFields, zId, zOptionalText, zRequiredText } from '../validators/index.ts';

const MB = 1024 * 1024;

export const IDP_LIMITS = {
  resources: 30,
  homeworkTitle: 50,
  steps: 10,
  stepTitle: 50,
  stepContent: 1000,
  /** Spec s.5: homework max 5 attachments at 200MB. */
  attachments: 5,
  attachmentBytes: 200 * MB,
  remark: 200,
  keyword: 20,
  minYear: 2000,
  maxYear: 2100,
} as const;

/** Spec s.3 approval status: 1 under review, 2 passed, 3 rejected, 4 withdrawn. */
export const IDP_STATUS = APPROVAL_STATUS;
export type IdpStatus = (typeof IDP_STATUS)[keyof typeof IDP_STATUS];

/** Spec s.3 "learning content": courses, exams, training programmes, homework, questionnaires. */
export const IDP_RESOURCE_KINDS = ['course', 'exam', 'programme', 'homework', 'survey'] as const;
export type IdpResourceKind = (typeof IDP_RESOURCE_KINDS)[number];
/** The kinds picked from existing items (homework is the plan's own). */
export const IDP_PICKED_KINDS = ['course', 'exam', 'programme', 'survey'] as const;
export type IdpPickedKind = (typeof IDP_PICKED_KINDS)[number];

/** Spec s.9: the plan's name is its year plus "IDP", e.g. "2026 IDP". */
export const idpName = (year: number): string => `${year} IDP`;

/** An exam's pass line: the percent of the paper's total score (spec s.5). */
export const idpPassScore = (paperTotal: number, passPercent: number): number =>
  Math.round(paperTotal * passPercent) / 100;

const zDate = z.iso.date({ error: messageRef('common.parameterError') });

const zPicked = <K extends IdpPickedKind>(kind: K) =>
  z.strictObject({ kind: z.literal(kind), itemId: zId });

export const ZIdpHomeworkStep = z.strictObject({
  title: zRequiredText(IDP_LIMITS.stepTitle),
  content: zOptionalText(IDP_LIMITS.stepContent).default(''),
});

export const ZIdpResource = z.discriminatedUnion(
  'kind',
  [
    zPicked('course'),
    z.strictObject({
      kind: z.literal('exam'),
      itemId: zId,
      passPercent: z
        .number({ error: messageRef('idp.passPercent') })
        .int({ error: messageRef('idp.passPercent') })
        .min(1, { error: messageRef('idp.passPercent') })
        .max(100, { error: messageRef('idp.passPercent') }),
    }),
    zPicked('programme'),
    zPicked('survey'),
    z.strictObject({
      kind: z.literal('homework'),
      title: zRequiredText(IDP_LIMITS.homeworkTitle),
      steps: z
        .array(ZIdpHomeworkStep, { error: messageRef('common.parameterError') })
        .min(1, { error: messageRef('idp.stepRequired') })
        .max(IDP_LIMITS.steps, { error: messageRef('common.parameterError') }),
      fileIds: z
        .array(zId, { error: messageRef('common.parameterError') })
        .max(IDP_LIMITS.attachments, {
          error: messageRef('idp.tooManyAttachments', { max: IDP_LIMITS.attachments }),
        })
        .refine((ids) => new Set(ids).size === ids.length, {
          error: messageRef('common.parameterError'),
        })
        .default([]),
    }),
  ],
  { error: messageRef('common.parameterError') },
);
export type TIdpResourceInput = z.input<typeof ZIdpResource>;
export type TIdpResourceSave = z.output<typeof ZIdpResource>;

/** POST /api/study/idp/save: create (no id) or change a withdrawn or rejected plan; submits it. */
export const ZIdpSave = z
  .strictObject({
    id: zId.optional(),
    year: z
      .number({ error: messageRef('common.parameterError') })
      .int({ error: messageRef('common.parameterError') })
      .min(IDP_LIMITS.minYear, { error: messageRef('common.parameterError') })
      .max(IDP_LIMITS.maxYear, { error: messageRef('common.parameterError') }),
    startDate: zDate,
    endDate: zDate,
    supervisorId: zId,
    resources: z
      .array(ZIdpResource, { error: messageRef('idp.resourceRequired') })
      .min(1, { error: messageRef('idp.resourceRequired') })
      .max(IDP_LIMITS.resources, { error: messageRef('common.parameterError') }),
  })
  .refine((v) => v.startDate <= v.endDate, {
    error: messageRef('idp.startAfterEnd'),
    path: ['endDate'],
  });
export type TIdpSave = z.input<typeof ZIdpSave>;

/** POST /api/study/idp/list: my plans, or the plans waiting for (or decided by) my approval. */
export const IDP_TABS = ['mine', 'approval'] as const;
export type IdpTab = (typeof IDP_TABS)[number];
export const ZIdpListQuery = z.strictObject({
  tab: z.enum(IDP_TABS, { error: messageRef('common.parameterError') }).default('mine'),
  /** Only this status (approval tab: 1 lists what waits for me). */
  status: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
      error: messageRef('common.parameterError'),
    })
    .optional(),
  ...pagingFields(50, 10),
});
export type TIdpListQuery = z.input<typeof ZIdpListQuery>;

export const ZIdpId = z.strictObject({ id: zId });

/** POST /api/study/idp/decide: the supervisor passes or rejects a plan under review. */
export const ZIdpDecide = z
  .strictObject({
    id: zId,
    decision: z.enum(['pass', 'reject'], { error: messageRef('common.parameterError') }),
    remark: zOptionalText(IDP_LIMITS.remark).default(''),
  })
  .refine((v) => v.decision === 'pass' || v.remark.length > 0, {
    error: messageRef('idp.reasonRequired'),
    path: ['remark'],
  });
export type TIdpDecide = z.input<typeof ZIdpDecide>;

/** POST /api/study/idp/homework/step: the learner ticks a step of the plan's own homework. */
export const ZIdpStepDone = z.strictObject({
  id: zId,
  resourceId: zId,
  step: z
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(0, { error: messageRef('common.parameterError') })
    .max(IDP_LIMITS.steps - 1, { error: messageRef('common.parameterError') }),
  done: z.boolean({ error: messageRef('common.parameterError') }),
});
export type TIdpStepDone = z.input<typeof ZIdpStepDone>;

/** POST /api/study/idp/item/search: what the learner may put into a plan (at most 20). */
export const ZIdpItemSearch = z.strictObject({
  kind: z.enum(IDP_PICKED_KINDS, { error: messageRef('common.parameterError') }),
  keyword: zOptionalText(IDP_LIMITS.keyword).default(''),
});
export type TIdpItemSearch = z.input<typeof ZIdpItemSearch>;

/** POST /api/study/idp/supervisor/search: people of my company (not me). */
export const ZIdpPersonSearch = z.strictObject({
  keyword: zOptionalText(IDP_LIMITS.keyword).default(''),
});

/** The multipart fields of POST /api/study/idp/upload/file (none: the file alone). */
export const ZIdpUploadFields = z.object({});

const zInt = z.number().int();

export const ZIdpOption = z.object({ id: zInt, title: z.string(), url: z.string() });
export type TIdpOption = z.infer<typeof ZIdpOption>;

export const ZIdpPerson = z.object({ id: zInt, account: z.string(), realName: z.string() });
export type TIdpPerson = z.infer<typeof ZIdpPerson>;

export const ZIdpItemState = z.enum(['notStarted', 'inProgress', 'completed']);
export type IdpItemState = z.infer<typeof ZIdpItemState>;

export const ZIdpResourceView = z.object({
  id: zInt,
  kind: z.enum(IDP_RESOURCE_KINDS),
  /** The picked item's id (null for homework). */
  itemId: zInt.nullable(),
  title: z.string(),
  /** The learner site's page (empty for homework: it is done inside the plan). */
  url: z.string(),
  /** False when the item no longer exists in the company. */
  available: z.boolean(),
  passPercent: zInt.nullable(),
  /** Exams: the paper's total and the score the pass line asks for. */
  paperTotal: z.number().nullable(),
  passScore: z.number().nullable(),
  steps: z.array(z.object({ title: z.string(), content: z.string(), done: z.boolean() })),
  files: z.array(ZStoredFile),
  state: ZIdpItemState,
  passed: z.boolean().nullable(),
  score: z.number().nullable(),
});
export type TIdpResource = z.infer<typeof ZIdpResourceView>;

export const ZIdpRow = z.object({
  id: zInt,
  name: z.string(),
  year: zInt,
  startDate: z.string(),
  endDate: z.string(),
  status: z.literal(Object.values(IDP_STATUS)),
  owner: ZIdpPerson,
  supervisor: ZIdpPerson,
  resourceCount: zInt,
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TIdpRow = z.infer<typeof ZIdpRow>;

export const ZIdpDetail = ZIdpRow.extend({
  remark: z.string(),
  resources: z.array(ZIdpResourceView),
  /** 0-100: completed resources over all. */
  progress: zInt,
  completedCount: zInt,
  mine: z.boolean(),
  canEdit: z.boolean(),
  canWithdraw: z.boolean(),
  canDecide: z.boolean(),
  /** The owner may tick homework steps once the plan passed. */
  canWork: z.boolean(),
});
export type TIdpDetail = z.infer<typeof ZIdpDetail>;

export const IDP_STATUS_KEYS: Record<IdpStatus, string> = {
  1: 'reviewing',
  2: 'passed',
  3: 'rejected',
  4: 'withdrawn',
};
