import { messageEndpoints } from '@ascent/shared/message/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { InboxHub } from './inbox-hub.ts';
import type { MessageService } from './message.service.ts';

/**
 * The learner's inbox calls of spec s.7 "Messages", the stream ticket and the stream. The hub
 * is started and closed with the app (app.ts: open streams would keep the server from closing).
 */
export function messageRoutes(service: MessageService, hub: Pick<InboxHub, 'attach'>) {
  return bind(messageEndpoints, {
    'GET /api/study/me/message/count': ({ actor }) => service.count(actor.userId),
    'POST /api/study/me/message/list': ({ actor, body }) => service.list(actor, body),
    'POST /api/study/me/message/batchread': async ({ actor, body }) =>
      answer(await service.batchRead(actor, body.ids), 'common.success'),
    'POST /api/study/me/message/batchdel': async ({ actor, body }) =>
      answer(await service.batchDelete(actor, body.ids), 'common.success'),
    'GET /api/study/me/message/readAll': async ({ actor }) =>
      answer(await service.readAll(actor), 'common.success'),
    'POST /api/study/me/message/ticket': ({ actor }) => service.ticket(actor),

    // Server-Sent Events. EventSource cannot send the Authorization header, so the caller
    // proves who it is with a single-use ticket from message/ticket (public route otherwise).
    'GET /api/study/me/message/stream': async ({ query, req, reply }) => {
      const owner = await service.redeemTicket(query.ticket);
      const { count } = await service.count(owner.userId);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': req.id,
      });
      const close = hub.attach(owner, res, count);
      // The client went away (or the server ended the stream): forget it.
      res.on('close', close);
      res.on('error', close);
      return reply;
    },
  });
}
