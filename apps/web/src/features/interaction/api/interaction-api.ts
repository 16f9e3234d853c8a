import type {
  TCommentAdd,
  TInteractionItem,
  TMineListQuery,
  TMineReplyListQuery,
} from '@ascent/shared/interaction';
import { api } from '../../../app/services.ts';
import { commentsBody } from './interaction-calls.ts';

export function fetchInteractionState(item: TInteractionItem) {
  return api.call('POST /api/study/interaction/state', item);
}
export function setFavorite(item: TInteractionItem, on: boolean) {
  return api.call('POST /api/study/interaction/favorite', { ...item, on });
}
export function setLike(item: TInteractionItem, on: boolean) {
  return api.call('POST /api/study/interaction/like', { ...item, on });
}
export function fetchComments(item: TInteractionItem, page: number, pageSize: number) {
  return api.call('POST /api/study/comment/list', commentsBody(item, page, pageSize));
}
/** Silent: the comment box shows the refusal (too fast, empty) itself. */
export function addComment(body: TCommentAdd) {
  return api.call('POST /api/study/comment/add', body, { silent: true });
}
export function fetchMyFavorites(q: TMineListQuery) {
  return api.call('POST /api/study/me/favorite/list', q);
}
export function fetchMyLikes(q: TMineListQuery) {
  return api.call('POST /api/study/me/like/list', q);
}
export function fetchMyComments(q: TMineListQuery) {
  return api.call('POST /api/study/me/comment/list', q);
}
/** me/reply/list: reading a page marks its replies read. */
export function fetchMyReplies(q: TMineReplyListQuery) {
  return api.call('POST /api/study/me/reply/list', q);
}
export function deleteMyFavorites(ids: number[]) {
  return api.call('POST /api/study/me/favorite/batchdel', { ids });
}
export function deleteMyComments(ids: number[]) {
  return api.call('POST /api/study/me/comment/batchdel', { ids });
}

/** customer/wxwork/config: the WeCom JS-SDK's signatures for a page (the share card). */
export function fetchWxworkJsConfig(customerId: number, url: string) {
  return api.call('POST /api/study/customer/wxwork/config', { customerId, url }, { silent: true });
}
