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
  return api.call('POST /api/manage/message/send', body, { silent: true });
}

export function fetchAnnouncements(query: TAnnouncementQuery): Promise<TPage<TAnnouncement>> {
  return api.call('POST /api/manage/message/list', query);
}

export function fetchAnnouncement(id: number): Promise<TAnnouncementDetail> {
  return api.call('POST /api/manage/message/detail', { id });
}

export function searchRecipients(keyword: string): Promise<TRecipient[]> {
  return api.call('POST /api/manage/message/recipients', { keyword }, { silent: true });
}

/** The company's department tree (the learner site's call; every signed-in user may read it). */
export function fetchDepartmentTree(): Promise<TDepartmentNode[]> {
  return api.call('GET /api/study/department/tree', undefined, { cache: true });
}
