import { announcementEndpoints } from '@ascent/shared/message/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { AnnouncementService } from './announcement.service.ts';

/** The admin site's message calls (administrators only). */
export function announcementRoutes(service: AnnouncementService) {
  return bind(announcementEndpoints, {
    'POST /api/manage/message/send': async ({ actor, ip, body }) => {
      const sent = await service.send(actor, ip, body);
      return answer(sent, 'message.sent', { count: sent.recipientCount });
    },
    'POST /api/manage/message/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/manage/message/detail': ({ actor, body }) => service.detail(actor, body.id),
    'POST /api/manage/message/recipients': ({ actor, body }) =>
      service.searchRecipients(actor, body.keyword),
  });
}
