import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList } from '../admin/index.ts';
import {
  ZComment,
  ZCommentAdd,
  ZCommentListQuery,
  ZInteractionItem,
  ZInteractionState,
  ZInteractionToggle,
  ZMineComment,
  ZMineFavorite,
  ZMineLike,
  ZMineListQuery,
  ZMineReplyListQuery,
  ZMineReplyPage,
} from './index.ts';

/** How many of the learner's own rows a batch delete removed (others' ids are ignored). */
const ZDeleted = z.object({ deleted: z.number().int() });

/**
 * Favourites, likes and comments on any learning item (by item type and id), and the
 * learner's own lists (spec s.7 "Learning": me/favorite, me/like, me/comment, me/reply).
 */
export const interactionEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/interaction/state',
    auth: 'user',
    summary: "An item's favourite and like counts and whether the learner marked it",
    body: ZInteractionItem,
    output: ZInteractionState,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/interaction/favorite',
    auth: 'user',
    summary: "Adds (on) or removes the learner's favourite of an item; answers the new state",
    body: ZInteractionToggle,
    output: ZInteractionState,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/interaction/like',
    auth: 'user',
    summary: "Adds (on) or removes the learner's like of an item; answers the new state",
    body: ZInteractionToggle,
    output: ZInteractionState,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/comment/list',
    auth: 'user',
    summary: "An item's comments and replies, newest first, paged",
    body: ZCommentListQuery,
    output: zPageOf(ZComment),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/comment/add',
    auth: 'user',
    summary: 'Comments on an item, or replies to one of its comments (one comment per 10 seconds)',
    body: ZCommentAdd,
    output: ZComment,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/favorite/list',
    auth: 'user',
    summary: "The learner's favourites, newest first, paged, optionally of one item type",
    body: ZMineListQuery,
    output: zPageOf(ZMineFavorite),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/favorite/batchdel',
    auth: 'user',
    summary: "Deletes the learner's own favourites among the ids; answers how many",
    body: ZIdList,
    output: ZDeleted,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/like/list',
    auth: 'user',
    summary: "The learner's likes, newest first, paged, optionally of one item type",
    body: ZMineListQuery,
    output: zPageOf(ZMineLike),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/comment/list',
    auth: 'user',
    summary: "The learner's comments, newest first, paged, optionally of one item type",
    body: ZMineListQuery,
    output: zPageOf(ZMineComment),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/reply/list',
    auth: 'user',
    summary:
      "Replies others wrote to the learner's comments, newest first, paged; reading a page marks it read",
    body: ZMineReplyListQuery,
    output: ZMineReplyPage,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/comment/batchdel',
    auth: 'user',
    summary: "Deletes the learner's own comments among the ids; answers how many",
    body: ZIdList,
    output: ZDeleted,
  }),
);
