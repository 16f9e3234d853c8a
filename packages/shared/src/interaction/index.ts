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
  /** A reply: the comment (on the same item) it answers. */
  replyTo: zId.optional(),
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
  /** The comment it answers, with its author's name; null for a comment on the item itself. */
  replyTo: { commentId: number; realName: string } | null;
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

/** me/reply/list: paging only. */
export const ZMineReplyListQuery = z.strictObject({ ...zPage });
export type TMineReplyListQuery = z.input<typeof ZMineReplyListQuery>;

/**
 * me/reply/list: replies others wrote to the learner's comments, newest first. `read` is the
 * state before this call: reading a page marks its rows read (docs/decisions.md).
 */
export interface TMineReply extends TInteractionItemView {
  replyId: number;
  userId: number;
  realName: string;
  portrait: string;
  content: string;
  createdAt: string;
  read: boolean;
  /** The learner's comment it answers. */
  comment: { commentId: number; content: string };
}
export interface TMineReplyPage {
  list: TMineReply[];
  total: number;
  page: number;
  pageSize: number;
  /** Replies still unread after this call. */
  unread: number;
}
