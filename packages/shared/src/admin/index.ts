import { z } from 'zod';
import { messageRef } from '../errors/index.ts';

export * from './oplog-codes.ts';

/** Server-side paging, sorting and keyword filtering of every admin table. */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sortField: z.string().trim().max(64).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
  keyword: z
    .string()
    .trim()
    .max(100, { error: messageRef('validation.tooLong', { max: 100 }) })
    .optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** One page of a list. */
export interface TPage<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Bulk actions name the rows they act on. */
export const ZIdList = z.object({
  ids: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), {
      error: messageRef('common.parameterError'),
    })
    .min(1, { error: messageRef('validation.required') })
    .max(500, { error: messageRef('common.parameterError') }),
});
export type TIdList = z.infer<typeof ZIdList>;

export const ZIdParam = z.object({
  id: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int()
    .positive()
    .max(2_147_483_647),
});

/** The operation log (every admin change: who, what, when, before and after). */
export const ZOperationLog = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorAccount: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  summary: z.string(),
  // before and after: the changed entity's state as each module records it (free-form JSON,
  // any shape, or null when there was none).
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.string(),
});
export type TOperationLog = z.infer<typeof ZOperationLog>;

export const ZOperationLogQuery = ZListQuery.extend({
  entity: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  actor: z.string().trim().max(64).optional(),
  from: z.iso.datetime({ offset: true, error: messageRef('validation.datetime') }).optional(),
  to: z.iso.datetime({ offset: true, error: messageRef('validation.datetime') }).optional(),
});
export type TOperationLogQuery = z.infer<typeof ZOperationLogQuery>;
