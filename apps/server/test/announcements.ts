import { expect } from 'vitest';
import type { TAnnouncementDetail, TSendMessageResponse } from '@ascent/shared/message';
import type { createTestClient } from './http.ts';

/**
 * Sends an announcement as the administrator of `token` and, when it is sent, waits until the
 * fan-out job has written every message (the announcement's state `sent`): delivery runs on
 * the job queue after the send has answered (message-fanout.job.ts).
 */
export async function sendAnnouncement(
  api: ReturnType<typeof createTestClient>,
  body: unknown,
  token: string,
) {
  const res = await api.post<TSendMessageResponse>('/api/manage/message/send', body, { token });
  if (res.body.ret === 0) {
    const { announcementId: id } = res.body.data;
    await expect
      .poll(
        async () =>
          (await api.post<TAnnouncementDetail>('/api/manage/message/detail', { id }, { token }))
            .body.data?.state,
        { timeout: 10_000 },
      )
      .toBe('sent');
  }
  return res;
}
