/**
 * Interactions (spec s.2 /mine/collect, /mine/like, /mine/comments; s.8 comment messages):
 * favourites, likes and comments on any learning item, named by its item type (spec s.3) and id.
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { pagingFields } from '../validators/index.ts';

export const COMMENT_MAX = 500;
/** One comment per this many seconds per learner ('Sorry, the frequency of your comments is too fast.'). */
export const COMMENT_INTERVAL_SECONDS = 10;

const zId = z
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') });
const zItemType = z
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .min(1, { error: messageRef('common.parameterError') })
  .max(99, { error: messageRef('common.parameterError') });
const zPage = pagingFields(50, 10);

export const ZInteractionItem = z.strictObject({ itemType: zItemType, itemId: zId });
export type TInteractionItem = z.infer<typeof ZInteractionItem>;

export const ZInteractionToggle = z.strictObject({
  itemType: zItemType,
  itemId: zId,
  on: z.boolean({ error: messageRef('common.parameterError') }),
});
export type TInteractionToggle = z.infer<typeof ZInteractionToggle>;

export interface TInteractionState {
  favorited: boolean;
  liked: boolean;
  likeCount: number;
  favoriteCount: number;
}

export const ZCommentListQuery = z.strictObject({ itemType: zItemType, itemId: zId, ...zPage });
export type TCommentListQuery = z.input<typeof ZCommentListQuery>;

export const ZCommentAdd = z.strictObject({
  itemType: zItemType,
  itemId: zId,
  content: z
    .string({ error: messageRef('common.contentEmpty') })
    .trim()
    .min(1, { error: messageRef('common.contentEmpty') })
    .max(COMMENT_MAX, { error: messageRef('validation.tooLong', { max: COMMENT_MAX }) }),
});
export type TCommentAdd = z.infer<typeof ZCommentAdd>;

export interface TComment {
  commentId: number;
  userId: number;
  realName: string;
  portrait: string;
  content: string;
  createdAt: string;
  /** The caller wrote it. */
  mine: boolean;
}

/** The learner's own lists (/mine/collect, /mine/like, /mine/comments). */
export const ZMineListQuery = z.strictObject({
  itemType: zItemType.optional(),
  ...zPage,
});
export type TMineListQuery = z.input<typeof ZMineListQuery>;

/** What an item looks like in the learner's lists; `available` false once it is gone or hidden. */
export interface TInteractionItemView {
  itemType: number;
  itemId: number;
  title: string;
  cover: string;
  /** The learner-site path that opens it ('' when it is no longer available). */
  path: string;
  available: boolean;
}

export interface TMineFavorite extends TInteractionItemView {
  favoriteId: number;
  createdAt: string;
}
export interface TMineLike extends TInteractionItemView {
  likeId: number;
  createdAt: string;
}
export interface TMineComment extends TInteractionItemView {
  commentId: number;
  content: string;
  createdAt: string;
}
