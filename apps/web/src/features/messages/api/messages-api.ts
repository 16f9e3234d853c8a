import type { TMessageListQuery } from '@ascent/shared/message';
import { api } from '../../../app/services.ts';

/** The inbox calls of spec s.7 "Messages". */
export function fetchMessages(query: TMessageListQuery) {
  return api.call('POST /api/study/me/message/list', query);
}

export function readMessages(ids: number[]) {
  return api.call('POST /api/study/me/message/batchread', { ids });
}

export function deleteMessages(ids: number[]) {
  return api.call('POST /api/study/me/message/batchdel', { ids });
}

export function readAllMessages() {
  return api.call('GET /api/study/me/message/readAll');
}
