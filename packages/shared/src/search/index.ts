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
export interface TSearchHit {
  /** The provider's kind, e.g. 'course', 'knowledge'. */
  kind: string;
  /** Learning item type (spec s.3) when the kind has one. */
  itemType: number;
  id: number;
  title: string;
  cover: string;
  summary: string;
  /** The learner-site path that opens it. */
  path: string;
  publishedAt: string | null;
}
