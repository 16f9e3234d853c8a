/**
 * The knowledge base (spec s.2 /knowledge, /doc/detail): a category tree per company, items
 * with rich text and an optional document, visible to everyone or to departments, positions
 * and people, within the learner's secrecy level.
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZStoredFile } from '../files/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { zSecrecyLevel } from '../users/index.ts';
import { pagingFields, zLinkOrPath, zOptionalText, zRequiredText } from '../validators/index.ts';

export const KNOWLEDGE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];
export const KNOWLEDGE_SORTS = ['newest', 'hottest'] as const;
export type KnowledgeSort = (typeof KNOWLEDGE_SORTS)[number];

export const KNOWLEDGE_LIMITS = {
  title: 100,
  summary: 500,
  /** Rich text (HTML) before sanitising. */
  content: 200_000,
  tags: 10,
  tag: 20,
  audience: 500,
  cover: 500,
} as const;

const zId = z
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') });

/** A cover: a stored file's URL (/api/files/...), a default cover (/covers/...) or ''. */
export const zCoverUrl = zLinkOrPath(KNOWLEDGE_LIMITS.cover, messageRef('validation.invalid'));

/** Who may see an item whose visibility is 'limited'. */
export const ZAudience = z.strictObject({
  departmentIds: z.array(zId).max(KNOWLEDGE_LIMITS.audience).default([]),
  positions: z
    .array(zRequiredText(50))
    .max(KNOWLEDGE_LIMITS.audience, { error: messageRef('common.parameterError') })
    .default([]),
  userIds: z.array(zId).max(KNOWLEDGE_LIMITS.audience).default([]),
});
export type TAudience = z.infer<typeof ZAudience>;

/** Create (no id) or update (id) a knowledge item. */
export const ZKnowledgeSave = z.strictObject({
  id: zId.optional(),
  title: zRequiredText(KNOWLEDGE_LIMITS.title),
  summary: zOptionalText(KNOWLEDGE_LIMITS.summary).default(''),
  content: z
    .string({ error: messageRef('validation.invalid') })
    .max(KNOWLEDGE_LIMITS.content, {
      error: messageRef('validation.tooLong', { max: KNOWLEDGE_LIMITS.content }),
    })
    .default(''),
  categoryId: zId.nullable().default(null),
  fileId: zId.nullable().default(null),
  cover: zCoverUrl.default(''),
  tags: z
    .array(zRequiredText(KNOWLEDGE_LIMITS.tag))
    .max(KNOWLEDGE_LIMITS.tags, {
      error: messageRef('knowledge.tooManyTags', { max: KNOWLEDGE_LIMITS.tags }),
    })
    .default([]),
  secrecyLevel: zSecrecyLevel.default(50),
  visibility: z
    .enum(['all', 'limited'], { error: messageRef('common.parameterError') })
    .default('all'),
  audience: ZAudience.default({ departmentIds: [], positions: [], userIds: [] }),
  allowDownload: z.boolean({ error: messageRef('common.parameterError') }).default(false),
});
export type TKnowledgeSave = z.input<typeof ZKnowledgeSave>;
export type TKnowledgeSaveParsed = z.output<typeof ZKnowledgeSave>;

export const ZKnowledgeAdminQuery = ZListQuery.extend({
  categoryId: zId.optional(),
  status: z.enum(KNOWLEDGE_STATUSES, { error: messageRef('common.parameterError') }).optional(),
});
export type TKnowledgeAdminQuery = z.input<typeof ZKnowledgeAdminQuery>;

export const ZKnowledgeId = z.strictObject({ id: zId });

/** The learner's list (spec /knowledge): a category (and below), a keyword, newest or hottest. */
export const ZKnowledgeListQuery = z.strictObject({
  categoryId: zId.nullable().optional(),
  keyword: zOptionalText(20),
  sort: z.enum(KNOWLEDGE_SORTS, { error: messageRef('common.parameterError') }).default('newest'),
  ...pagingFields(100, 12),
});
export type TKnowledgeListQuery = z.input<typeof ZKnowledgeListQuery>;

/** A knowledge item in lists (learner list, home, search). */
export const ZKnowledgeCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  tags: z.array(z.string()),
  /** The document's extension ('pdf', 'docx'...) or '' for a text-only item. */
  fileExt: z.string(),
  viewCount: z.number().int(),
  downloadCount: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type TKnowledgeCard = z.infer<typeof ZKnowledgeCard>;

/** The item as the learner opens it (/doc/detail?id=). */
export const ZKnowledgeDetail = ZKnowledgeCard.extend({
  /** Sanitised HTML. */
  content: z.string(),
  file: ZStoredFile.nullable(),
  /** The item allows downloads and has a document. */
  canDownload: z.boolean(),
  secrecyLevel: z.number().int(),
});
export type TKnowledgeDetail = z.infer<typeof ZKnowledgeDetail>;

/** A row of the admin list. */
export const ZKnowledgeAdminRow = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  status: z.enum(KNOWLEDGE_STATUSES),
  secrecyLevel: z.number().int(),
  visibility: z.enum(['all', 'limited']),
  allowDownload: z.boolean(),
  fileName: z.string(),
  viewCount: z.number().int(),
  downloadCount: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TKnowledgeAdminRow = z.infer<typeof ZKnowledgeAdminRow>;

/** The item in the admin editor. */
export const ZKnowledgeAdminDetail = ZKnowledgeAdminRow.extend({
  summary: z.string(),
  content: z.string(),
  cover: z.string(),
  tags: z.array(z.string()),
  fileId: z.number().int().nullable(),
  file: ZStoredFile.nullable(),
  audience: z.object({
    departmentIds: z.array(z.number().int()),
    positions: z.array(z.string()),
    userIds: z.array(z.number().int()),
  }),
  /** Names to show for the audience's departments and people, by id. */
  audienceNames: z.object({
    departments: z.record(z.number().int(), z.string()),
    users: z.record(z.number().int(), z.string()),
  }),
});
export type TKnowledgeAdminDetail = z.infer<typeof ZKnowledgeAdminDetail>;

/** A category in the admin tree. */
export const ZKnowledgeCategoryNode = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
  get list(): z.ZodArray<typeof ZKnowledgeCategoryNode> {
    return z.array(ZKnowledgeCategoryNode);
  },
});
export type TKnowledgeCategoryNode = z.infer<typeof ZKnowledgeCategoryNode>;
