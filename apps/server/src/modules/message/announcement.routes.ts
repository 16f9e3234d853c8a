import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import {
  ZAnnouncementDetailRequest,
  ZAnnouncementQuery,
  ZRecipientSearch,
  ZSendMessageRequest,
} from '@ascent/shared/message';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { AnnouncementService } from './announcement.service.ts';

/** The admin site's message calls (administrators only). */
export function announcementRoutes(service: AnnouncementService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };

    app.post('/api/manage/message/send', admin, async (req) => {
      const input = parseInput(ZSendMessageRequest, req.body);
      const sent = await service.send(requireActor(req.actor), req.ip, input);
      return ok(sent, translate('message.sent', req.locale, { count: sent.recipientCount }));
    });

    app.post('/api/manage/message/list', admin, async (req) => {
      const q = parseInput(ZAnnouncementQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });

    app.post('/api/manage/message/detail', admin, async (req) => {
      const { id } = parseInput(ZAnnouncementDetailRequest, req.body);
      return ok(await service.detail(requireActor(req.actor), id));
    });

    app.post('/api/manage/message/recipients', admin, async (req) => {
      const { keyword } = parseInput(ZRecipientSearch, req.body);
      return ok(await service.searchRecipients(requireActor(req.actor), keyword));
    });
  };
}
