/**
 * Search (spec s.2 /search/{keyword}, s.5 keyword max 20 trimmed, history 10, hot words).
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';

export const SEARCH_KEYWORD_MAX = 20;
export const SEARCH_HISTORY_MAX = 10;

export const zSearchKeyword = z
  .string({ error: messageRef('common.parameterError') })
  .trim()
  .min(1, { error: messageRef('validation.required') })
  .max(SEARCH_KEYWORD_MAX, {
    error: messageRef('validation.tooLong', { max: SEARCH_KEYWORD_MAX }),
  });

/** One hit of any searchable kind (course, knowledge, news, and what later issues add). */
export const ZSearchHit = z.object({
  /** The provider's kind, e.g. 'course', 'knowledge'. */
  kind: z.string(),
  /** Learning item type (spec s.3) when the kind has one. */
  itemType: z.number().int(),
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  /** The learner-site path that opens it. */
  path: z.string(),
  publishedAt: z.string().nullable(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

// ---- the search calls (knowledge helper, issue 4) -----------------------------------------

const zPage = z.coerce
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .min(1, { error: messageRef('common.parameterError') })
  .max(10_000, { error: messageRef('common.parameterError') });

/** POST /api/study/home/search: one kind's hits (the first kind with hits when none is given). */
export const ZSearchRequest = z.strictObject({
  keyword: zSearchKeyword,
  kind: z
    .string({ error: messageRef('common.parameterError') })
    .trim()
    .max(32, { error: messageRef('common.parameterError') })
    .optional(),
  page: zPage.default(1),
  pageSize: zPage.max(50, { error: messageRef('common.parameterError') }).default(10),
});
export type TSearchRequest = z.input<typeof ZSearchRequest>;

export const ZSearchResult = z.object({
  keyword: z.string(),
  /** Every registered kind with its number of hits, in registration order. */
  kinds: z.array(z.object({ kind: z.string(), total: z.number().int() })),
  /** The kind whose hits `list` holds. */
  kind: z.string(),
  list: z.array(ZSearchHit),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

/** Hot words: the company's most searched keywords of the last 30 days, after admin-pinned ones. */
export const HOT_WORD_DAYS = 30;
export const HOT_WORD_MAX = 10;
export const ZHotWords = z.object({
  pinned: z.array(z.string()),
  words: z.array(z.object({ keyword: z.string(), count: z.number().int() })),
});
export type THotWords = z.infer<typeof ZHotWords>;

/** Admin-pinned hot words (shown first, in this order). */
export const ZPinnedWordsSave = z.strictObject({
  words: z
    .array(zSearchKeyword)
    .max(HOT_WORD_MAX, { error: messageRef('search.tooManyPinned', { max: HOT_WORD_MAX }) }),
});
export type TPinnedWordsSave = z.input<typeof ZPinnedWordsSave>;
