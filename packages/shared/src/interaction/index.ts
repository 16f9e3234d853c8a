/**
 * Interactions (spec s.2 /mine/collect, /mine/like, /mine/comments; s.8 comment messages):
 * favourites, likes and comments on any learning item, named by its item type (spec s.3) and id.
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { pagingFields } from '../validators/index.ts';

import { COMMENT_MAX } from './interaction-limits.ts';

export { COMMENT_INTERVAL_SECONDS, COMMENT_MAX } from './interaction-limits.ts';

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

export const ZInteractionState = z.object({
  favorited: z.boolean(),
  liked: z.boolean(),
  likeCount: z.number().int(),
  favoriteCount: z.number().int(),
});
export type TInteractionState = z.infer<typeof ZInteractionState>;

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

export const ZComment = z.object({
  commentId: z.number().int(),
  userId: z.number().int(),
  realName: z.string(),
  portrait: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** The caller wrote it. */
  mine: z.boolean(),
  /** The comment it answers, with its author's name; null for a comment on the item itself. */
  replyTo: z.object({ commentId: z.number().int(), realName: z.string() }).nullable(),
});
export type TComment = z.infer<typeof ZComment>;

/** The learner's own lists (/mine/collect, /mine/like, /mine/comments). */
export const ZMineListQuery = z.strictObject({
  itemType: zItemType.optional(),
  ...zPage,
});
export type TMineListQuery = z.input<typeof ZMineListQuery>;

/** What an item looks like in the learner's lists; `available` false once it is gone or hidden. */
export const ZInteractionItemView = z.object({
  itemType: z.number().int(),
  itemId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  /** The learner-site path that opens it ('' when it is no longer available). */
  path: z.string(),
  available: z.boolean(),
});
export type TInteractionItemView = z.infer<typeof ZInteractionItemView>;

export const ZMineFavorite = ZInteractionItemView.extend({
  favoriteId: z.number().int(),
  createdAt: z.string(),
});
export type TMineFavorite = z.infer<typeof ZMineFavorite>;
export const ZMineLike = ZInteractionItemView.extend({
  likeId: z.number().int(),
  createdAt: z.string(),
});
export type TMineLike = z.infer<typeof ZMineLike>;
export const ZMineComment = ZInteractionItemView.extend({
  commentId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
});
export type TMineComment = z.infer<typeof ZMineComment>;

/** me/reply/list: paging only. */
export const ZMineReplyListQuery = z.strictObject({ ...zPage });
export type TMineReplyListQuery = z.input<typeof ZMineReplyListQuery>;

/**
 * me/reply/list: replies others wrote to the learner's comments, newest first. `read` is the
 * state before this call: reading a page marks its rows read (docs/decisions.md).
 */
export const ZMineReply = ZInteractionItemView.extend({
  replyId: z.number().int(),
  userId: z.number().int(),
  realName: z.string(),
  portrait: z.string(),
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** The learner's comment it answers. */
  comment: z.object({ commentId: z.number().int(), content: z.string() }),
});
export type TMineReply = z.infer<typeof ZMineReply>;
export const ZMineReplyPage = z.object({
  list: z.array(ZMineReply),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Replies still unread after this call. */
  unread: z.number().int(),
});
export type TMineReplyPage = z.infer<typeof ZMineReplyPage>;
