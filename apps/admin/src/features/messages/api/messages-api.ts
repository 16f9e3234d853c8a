import type { TPage } from '@ascent/shared/admin';
import type { TDepartmentNode } from '@ascent/shared/platform';
import type {
  TAnnouncement,
  TAnnouncementDetail,
  TAnnouncementQuery,
  TRecipient,
  TSendMessageRequest,
  TSendMessageResponse,
} from '@ascent/shared/message';
import { api } from '../../../app/services.ts';

/** Refusals come back as ApiError (ret 1 with the message); the form shows them. */
export function sendMessage(body: TSendMessageRequest): Promise<TSendMessageResponse> {
  return api.post<TSendMessageResponse>('manage/message/send', body, { silent: true });
}

export function fetchAnnouncements(query: TAnnouncementQuery): Promise<TPage<TAnnouncement>> {
  return api.post<TPage<TAnnouncement>>('manage/message/list', query);
}

export function fetchAnnouncement(id: number): Promise<TAnnouncementDetail> {
  return api.post<TAnnouncementDetail>('manage/message/detail', { id });
}

export function searchRecipients(keyword: string): Promise<TRecipient[]> {
  return api.post<TRecipient[]>('manage/message/recipients', { keyword }, { silent: true });
}

/** The company's department tree (the learner site's call; every signed-in user may read it). */
export function fetchDepartmentTree(): Promise<TDepartmentNode[]> {
  return api.get<TDepartmentNode[]>('study/department/tree', { cache: true });
}
