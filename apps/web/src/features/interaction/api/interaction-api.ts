import type { TPage } from '@ascent/shared/admin';
import type {
  TComment,
  TCommentAdd,
  TInteractionItem,
  TInteractionState,
  TMineComment,
  TMineFavorite,
  TMineLike,
  TMineListQuery,
  TMineReplyListQuery,
  TMineReplyPage,
} from '@ascent/shared/interaction';
import { api } from '../../../app/services.ts';

export function fetchInteractionState(item: TInteractionItem): Promise<TInteractionState> {
  return api.post<TInteractionState>('study/interaction/state', item);
}
export function setFavorite(item: TInteractionItem, on: boolean): Promise<TInteractionState> {
  return api.post<TInteractionState>('study/interaction/favorite', { ...item, on });
}
export function setLike(item: TInteractionItem, on: boolean): Promise<TInteractionState> {
  return api.post<TInteractionState>('study/interaction/like', { ...item, on });
}
export function fetchComments(
  item: TInteractionItem,
  page: number,
  pageSize: number,
): Promise<TPage<TComment>> {
  return api.post<TPage<TComment>>('study/comment/list', { ...item, page, pageSize });
}
/** Silent: the comment box shows the refusal (too fast, empty) itself. */
export function addComment(body: TCommentAdd): Promise<TComment> {
  return api.post<TComment>('study/comment/add', body, { silent: true });
}
export function fetchMyFavorites(q: TMineListQuery): Promise<TPage<TMineFavorite>> {
  return api.post<TPage<TMineFavorite>>('study/me/favorite/list', q);
}
export function fetchMyLikes(q: TMineListQuery): Promise<TPage<TMineLike>> {
  return api.post<TPage<TMineLike>>('study/me/like/list', q);
}
export function fetchMyComments(q: TMineListQuery): Promise<TPage<TMineComment>> {
  return api.post<TPage<TMineComment>>('study/me/comment/list', q);
}
/** me/reply/list: reading a page marks its replies read. */
export function fetchMyReplies(q: TMineReplyListQuery): Promise<TMineReplyPage> {
  return api.post<TMineReplyPage>('study/me/reply/list', q);
}
export function deleteMyFavorites(ids: number[]): Promise<{ deleted: number }> {
  return api.post<{ deleted: number }>('study/me/favorite/batchdel', { ids });
}
export function deleteMyComments(ids: number[]): Promise<{ deleted: number }> {
  return api.post<{ deleted: number }>('study/me/comment/batchdel', { ids });
}
