/**
 * Training programmes (issue 6; spec s.2 /project, /map, /newstaff, /subject, /package; s.3
 * task types; s.4 project time and map levels): training projects, learning maps, subject and
 * new-staff training, and packages (bundles of programmes). Learner calls live under
 * /api/study/programme/..., admin calls under /api/manage/programme/... (docs/decisions.md).
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ITEM_KINDS, LEARNING_ITEM_TYPE, TIME_STATES } from '../task/index.ts';
import {
  pagingFields,
  zId,
  zLinkOrPath,
  zOptionalText,
  zRequiredText,
} from '../validators/index.ts';

export const PROGRAMME_KINDS = ['project', 'newstaff', 'subject', 'map', 'package'] as const;
export type ProgrammeKind = (typeof PROGRAMME_KINDS)[number];

/** The task types of spec s.3 each kind may be (a project keeps the one it was given). */
export const PROGRAMME_TASK_TYPES: Record<ProgrammeKind, readonly number[]> = {
  project: [1, 11, 14],
  newstaff: [9],
  subject: [5],
  map: [6],
  package: [8],
};

/** The learner site's list and detail pages of each kind. */
export const PROGRAMME_PAGES: Record<ProgrammeKind, { list: string; detail: string }> = {
  project: { list: '/project', detail: '/project/detail' },
  newstaff: { list: '/newstaff', detail: '/newstaff/detail' },
  subject: { list: '/subject', detail: '/subject/detail' },
  map: { list: '/map', detail: '/map/detail' },
  package: { list: '/package', detail: '/package/detail' },
};

/** `/project/detail?id=3` and so on. */
export const programmeUrl = (kind: ProgrammeKind, id: number): string =>
  `${PROGRAMME_PAGES[kind].detail}?id=${id}`;

export const PROGRAMME_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];

/** sequential: each item opens when the one before it is done; free: any order. */
export const PROGRAMME_ORDER_MODES = ['sequential', 'free'] as const;
export type ProgrammeOrderMode = (typeof PROGRAMME_ORDER_MODES)[number];

/** How a learner became a member: the participant rule, an approved sign-up, or an admin. */
export const MEMBER_SOURCES = ['audience', 'signup', 'admin'] as const;
export type MemberSource = (typeof MEMBER_SOURCES)[number];

/** A learner's state on an item and on a whole programme. */
export const PROGRESS_STATES = ['notStarted', 'inProgress', 'completed'] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

/** The learning item types a stage may hold (those with a kind that can say where one stands). */
export const PROGRAMME_ITEM_TYPES = [
  LEARNING_ITEM_TYPE.knowledge,
  LEARNING_ITEM_TYPE.knowledgeItem,
  LEARNING_ITEM_TYPE.course,
  LEARNING_ITEM_TYPE.exam,
  LEARNING_ITEM_TYPE.survey,
  LEARNING_ITEM_TYPE.vote,
  LEARNING_ITEM_TYPE.questionnaire,
  LEARNING_ITEM_TYPE.homework,
  LEARNING_ITEM_TYPE.face,
  LEARNING_ITEM_TYPE.news,
] as const;

export const PROGRAMME_LIMITS = {
  name: 100,
  cover: 500,
  intro: 20_000,
  stages: 30,
  stageName: 100,
  itemsPerStage: 100,
  items: 300,
  /** Programmes in one package. */
  packageProgrammes: 100,
  audience: 2000,
  supervisors: 100,
  membersPerCall: 1000,
} as const;

const zIsoOrNull = z.iso
  .datetime({ offset: true, error: messageRef('validation.datetime') })
  .nullable()
  .default(null);

const zCover = zLinkOrPath(PROGRAMME_LIMITS.cover, messageRef('validation.invalid')).default('');

const zKind = z.enum(PROGRAMME_KINDS, { error: messageRef('common.parameterError') });

// ------------------------------------------------------------------------------ learner calls

/** POST /api/study/programme/list: the programmes of a kind the learner may see. */
export const ZProgrammeListQuery = z.strictObject({
  kind: zKind,
  /** Projects only: narrow to some of 1, 11, 14. */
  taskType: z
    .number({ error: messageRef('common.parameterError') })
    .int()
    .optional(),
  state: z.enum(TIME_STATES, { error: messageRef('common.parameterError') }).optional(),
  /** true: only those I am a member of; false/absent: also those open to me by sign-up. */
  mine: z.boolean({ error: messageRef('common.parameterError') }).optional(),
  keyword: zOptionalText(50),
  ...pagingFields(50, 12),
});
export type TProgrammeListQuery = z.input<typeof ZProgrammeListQuery>;

// ------------------------------------------------------------------------ outputs' pieces

const zInt = z.number().int();
const zTimeState = z.enum(TIME_STATES);
const zProgrammeKind = z.enum(PROGRAMME_KINDS);
const zProgressState = z.enum(PROGRESS_STATES);
const zProgrammeStatus = z.enum(PROGRAMME_STATUSES);

/** One programme in a learner list (and in a package's detail). */
export const ZProgrammeCard = z.object({
  id: zInt,
  kind: zProgrammeKind,
  taskType: zInt,
  name: z.string(),
  cover: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  timeState: zTimeState,
  bySignup: z.boolean(),
  /** I am a member (enrolled). */
  enrolled: z.boolean(),
  /** My progress, 0-100 (0 when not enrolled). */
  percent: z.number(),
  completed: z.boolean(),
  /** Items (for a package: programmes) in it. */
  itemCount: zInt,
  /** The learner page, e.g. `/map/detail?id=3`. */
  url: z.string(),
});
export type TProgrammeCard = z.infer<typeof ZProgrammeCard>;

/** GET /api/study/programme/:id/detail */
export const ZProgrammeItemView = z.object({
  /** The programme item's own id (what `item/open` takes). */
  id: zInt,
  itemType: zInt,
  kind: z.enum(ITEM_KINDS),
  refId: zInt,
  title: z.string(),
  /** The item's own learner page, e.g. `/course/detail?id=3`; '' when it has none. */
  url: z.string(),
  compulsory: z.boolean(),
  state: zProgressState,
  /** Exams, homework, graded sessions: passed once finished; null where no pass exists. */
  passed: z.boolean().nullable(),
  score: z.number().nullable(),
  /** In a locked map level, or after an unfinished item of a sequential programme. */
  locked: z.boolean(),
});
export type TProgrammeItemView = z.infer<typeof ZProgrammeItemView>;

export const ZProgrammeStageView = z.object({
  id: zInt,
  /** 1, 2, ... */
  sort: zInt,
  name: z.string(),
  /** A map level is locked until the previous level is done. */
  locked: z.boolean(),
  /** Every compulsory item of the stage done (passed where a pass exists). */
  completed: z.boolean(),
  items: z.array(ZProgrammeItemView),
});
export type TProgrammeStageView = z.infer<typeof ZProgrammeStageView>;

export const ZProgrammeDetail = z.object({
  id: zInt,
  kind: zProgrammeKind,
  taskType: zInt,
  name: z.string(),
  cover: z.string(),
  /** Sanitised rich text (HTML). */
  intro: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  timeState: zTimeState,
  orderMode: z.enum(PROGRAMME_ORDER_MODES),
  bySignup: z.boolean(),
  minElectives: zInt,
  enrolled: z.boolean(),
  /** I supervise it (supervisor views are open to me). */
  supervising: z.boolean(),
  progress: z.object({
    percent: z.number(),
    state: zProgressState,
    completedAt: z.string().nullable(),
    /** Done / total compulsory items. */
    compulsoryDone: zInt,
    compulsoryTotal: zInt,
    electivesDone: zInt,
  }),
  /** Empty for a package. */
  stages: z.array(ZProgrammeStageView),
  /** A package's programmes (empty otherwise). */
  programmes: z.array(ZProgrammeCard),
  /** The sign-up admitting to this programme with my standing; null when none. */
  signup: z
    .object({
      signupId: zInt,
      window: zTimeState,
      mine: z.enum(['none', 'reviewing', 'enrolled', 'rejected', 'cancelled']),
      /** `/signup/detail?id=` */
      url: z.string(),
    })
    .nullable(),
});
export type TProgrammeDetail = z.infer<typeof ZProgrammeDetail>;

/** POST /api/study/programme/item/open: open an item (refused while locked). */
export const ZProgrammeItemOpen = z.strictObject({
  programmeId: zId,
  /** The programme item id (TProgrammeItemView.id). */
  itemId: zId,
});
export type TProgrammeItemOpen = z.input<typeof ZProgrammeItemOpen>;
export const ZProgrammeItemOpened = z.object({
  /** Where to go now (the item's own page); '' when the item has none. */
  url: z.string(),
  /** The item's state after opening (knowledge and news count as completed once opened). */
  state: zProgressState,
});
export type TProgrammeItemOpened = z.infer<typeof ZProgrammeItemOpened>;

/** POST /api/study/programme/supervised/list: programmes I supervise. */
export const ZSupervisedListQuery = z.strictObject({
  kind: zKind.optional(),
  keyword: zOptionalText(50),
  ...pagingFields(50, 20),
});
export type TSupervisedListQuery = z.input<typeof ZSupervisedListQuery>;

export const ZProgrammeSummaryRow = z.object({
  id: zInt,
  kind: zProgrammeKind,
  taskType: zInt,
  name: z.string(),
  status: zProgrammeStatus,
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  timeState: zTimeState,
  members: zInt,
  completedMembers: zInt,
  /** Average percent over the members (0-100, one decimal). */
  averagePercent: z.number(),
  updatedAt: z.string(),
});
export type TProgrammeSummaryRow = z.infer<typeof ZProgrammeSummaryRow>;

/**
 * POST /api/study/programme/supervised/learners and POST /api/manage/programme/report/learners:
 * the progress of each member, paged.
 */
export const ZProgressLearnerQuery = z.strictObject({
  programmeId: zId,
  /** A department and its subtree. */
  departmentId: zId.optional(),
  state: z.enum(PROGRESS_STATES, { error: messageRef('common.parameterError') }).optional(),
  keyword: zOptionalText(50),
  ...pagingFields(200, 20),
});
export type TProgressLearnerQuery = z.input<typeof ZProgressLearnerQuery>;

export const ZProgressLearnerRow = z.object({
  userId: zInt,
  realName: z.string(),
  account: z.string(),
  departmentName: z.string(),
  position: z.string(),
  source: z.enum(MEMBER_SOURCES),
  enrolledAt: z.string(),
  state: zProgressState,
  percent: z.number(),
  compulsoryDone: zInt,
  compulsoryTotal: zInt,
  completedAt: z.string().nullable(),
});
export type TProgressLearnerRow = z.infer<typeof ZProgressLearnerRow>;

/**
 * POST /api/study/programme/supervised/departments and POST
 * /api/manage/programme/report/departments: members per department (of the member's own
 * department, one grouped query).
 */
export const ZProgressDepartmentQuery = z.strictObject({ programmeId: zId });
export type TProgressDepartmentQuery = z.input<typeof ZProgressDepartmentQuery>;

export const ZProgressDepartmentRow = z.object({
  departmentId: zInt.nullable(),
  departmentName: z.string(),
  members: zInt,
  notStarted: zInt,
  inProgress: zInt,
  completed: zInt,
  /** completed / members, 0-100 with one decimal. */
  completionRate: z.number(),
  averagePercent: z.number(),
});
export type TProgressDepartmentRow = z.infer<typeof ZProgressDepartmentRow>;

// ------------------------------------------------------------------------------ admin calls

export const ZProgrammeAudience = z.strictObject({
  /** Departments with their subtrees. */
  departmentIds: z
    .array(zId)
    .max(500, { error: messageRef('common.parameterError') })
    .default([]),
  positions: z
    .array(zRequiredText(50))
    .max(500, { error: messageRef('common.parameterError') })
    .default([]),
  userIds: z
    .array(zId)
    .max(PROGRAMME_LIMITS.audience, { error: messageRef('common.parameterError') })
    .default([]),
});
export type TProgrammeAudience = z.infer<typeof ZProgrammeAudience>;

export const ZProgrammeItemSave = z.strictObject({
  /** The item's id when it exists already (its learners' progress is kept). */
  id: zId.optional(),
  itemType: z
    .number({ error: messageRef('common.parameterError') })
    .int()
    .refine((t) => (PROGRAMME_ITEM_TYPES as readonly number[]).includes(t), {
      error: messageRef('programme.itemTypeInvalid'),
    }),
  refId: zId,
  compulsory: z.boolean({ error: messageRef('common.parameterError') }).default(true),
});
export type TProgrammeItemSave = z.input<typeof ZProgrammeItemSave>;

export const ZProgrammeStageSave = z.strictObject({
  id: zId.optional(),
  name: zRequiredText(PROGRAMME_LIMITS.stageName),
  items: z
    .array(ZProgrammeItemSave, { error: messageRef('programme.itemRequired') })
    .min(1, { error: messageRef('programme.itemRequired') })
    .max(PROGRAMME_LIMITS.itemsPerStage, {
      error: messageRef('programme.tooManyItems', { max: PROGRAMME_LIMITS.itemsPerStage }),
    }),
});
export type TProgrammeStageSave = z.input<typeof ZProgrammeStageSave>;

/** POST /api/manage/programme/save: create (no id) or update a programme of any kind. */
export const ZProgrammeSave = z
  .strictObject({
    id: zId.optional(),
    kind: zKind,
    /** Projects: 1, 11 or 14 (default 1); other kinds take theirs. */
    taskType: z
      .number({ error: messageRef('common.parameterError') })
      .int()
      .optional(),
    name: zRequiredText(PROGRAMME_LIMITS.name),
    cover: zCover,
    /** Rich text; sanitised by the server. */
    intro: z
      .string({ error: messageRef('validation.invalid') })
      .max(PROGRAMME_LIMITS.intro, {
        error: messageRef('validation.tooLong', { max: PROGRAMME_LIMITS.intro }),
      })
      .default(''),
    startAt: zIsoOrNull,
    endAt: zIsoOrNull,
    orderMode: z
      .enum(PROGRAMME_ORDER_MODES, { error: messageRef('common.parameterError') })
      .default('free'),
    /** Participants also (or only) by an approved sign-up. */
    bySignup: z.boolean({ error: messageRef('common.parameterError') }).default(false),
    audience: ZProgrammeAudience.default({ departmentIds: [], positions: [], userIds: [] }),
    supervisorIds: z
      .array(zId)
      .max(PROGRAMME_LIMITS.supervisors, { error: messageRef('common.parameterError') })
      .default([]),
    /** Pass rule: every compulsory item done (exams passed) and at least this many electives. */
    minElectives: z
      .number({ error: messageRef('common.parameterError') })
      .int()
      .min(0, { error: messageRef('common.parameterError') })
      .max(PROGRAMME_LIMITS.items, { error: messageRef('common.parameterError') })
      .default(0),
    /** Every kind but package: ordered stages (a map's levels). */
    stages: z
      .array(ZProgrammeStageSave, { error: messageRef('common.parameterError') })
      .max(PROGRAMME_LIMITS.stages, {
        error: messageRef('programme.tooManyStages', { max: PROGRAMME_LIMITS.stages }),
      })
      .default([]),
    /** A package: the programmes it bundles, in order. */
    programmeIds: z
      .array(zId)
      .max(PROGRAMME_LIMITS.packageProgrammes, { error: messageRef('common.parameterError') })
      .default([]),
  })
  .refine((p) => !p.startAt || !p.endAt || new Date(p.startAt) < new Date(p.endAt), {
    error: messageRef('programme.startAfterEnd'),
    path: ['endAt'],
  });
export type TProgrammeSave = z.input<typeof ZProgrammeSave>;
export type TProgrammeSaveParsed = z.output<typeof ZProgrammeSave>;

/** POST /api/manage/programme/list */
export const ZProgrammeAdminQuery = z.strictObject({
  kind: zKind,
  status: z.enum(PROGRAMME_STATUSES, { error: messageRef('common.parameterError') }).optional(),
  keyword: zOptionalText(50),
  ...pagingFields(100, 20),
});
export type TProgrammeAdminQuery = z.input<typeof ZProgrammeAdminQuery>;

/** One programme by id (publish, unpublish, delete). */
export const ZProgrammeId = z.strictObject({ id: zId });

export const ZProgrammeAdminItem = z.object({
  id: zInt,
  itemType: zInt,
  kind: z.enum(ITEM_KINDS),
  refId: zInt,
  title: z.string(),
  compulsory: z.boolean(),
});
export type TProgrammeAdminItem = z.infer<typeof ZProgrammeAdminItem>;

const zPerson = z.object({ id: zInt, realName: z.string(), account: z.string() });

/** POST /api/manage/programme/detail (and what save answers) */
export const ZProgrammeAdminDetail = ZProgrammeSummaryRow.extend({
  cover: z.string(),
  intro: z.string(),
  orderMode: z.enum(PROGRAMME_ORDER_MODES),
  bySignup: z.boolean(),
  minElectives: zInt,
  audience: z.object({
    departments: z.array(z.object({ id: zInt, name: z.string() })),
    positions: z.array(z.string()),
    users: z.array(zPerson),
  }),
  supervisors: z.array(zPerson),
  stages: z.array(
    z.object({ id: zInt, sort: zInt, name: z.string(), items: z.array(ZProgrammeAdminItem) }),
  ),
  /** A package's programmes. */
  programmes: z.array(
    z.object({ id: zInt, kind: zProgrammeKind, name: z.string(), status: zProgrammeStatus }),
  ),
});
export type TProgrammeAdminDetail = z.infer<typeof ZProgrammeAdminDetail>;

/** POST /api/manage/programme/members/add and /members/remove */
export const ZProgrammeMembersChange = z.strictObject({
  programmeId: zId,
  userIds: z
    .array(zId, { error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('common.parameterError') })
    .max(PROGRAMME_LIMITS.membersPerCall, { error: messageRef('common.parameterError') }),
});
export type TProgrammeMembersChange = z.input<typeof ZProgrammeMembersChange>;
