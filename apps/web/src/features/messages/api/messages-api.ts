import type { TPage } from '@ascent/shared/admin';
import type { TMessage, TMessageChange, TMessageListQuery } from '@ascent/shared/message';
import { api } from '../../../app/services.ts';

/** The inbox calls of spec s.7 "Messages". */
export function fetchMessages(query: TMessageListQuery): Promise<TPage<TMessage>> {
  return api.post<TPage<TMessage>>('study/me/message/list', query);
}

export function readMessages(ids: number[]): Promise<TMessageChange> {
  return api.post<TMessageChange>('study/me/message/batchread', { ids });
}

export function deleteMessages(ids: number[]): Promise<TMessageChange> {
  return api.post<TMessageChange>('study/me/message/batchdel', { ids });
}

export function readAllMessages(): Promise<TMessageChange> {
  return api.get<TMessageChange>('study/me/message/readAll');
}
