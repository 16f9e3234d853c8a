import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZMessageIds, ZMessageListQuery, ZMessageStreamQuery } from '@ascent/shared/message';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { InboxHub } from './inbox-hub.ts';
import type { MessageService } from './message.service.ts';

/** The learner's inbox calls of spec s.7 "Messages", the stream ticket and the stream. */
export function messageRoutes(service: MessageService, hub: InboxHub): FastifyPluginAsync {
  return async (app) => {
    await hub.start();
    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => hub.close());

    app.get('/api/study/me/message/count', async (req) =>
      ok(await service.count(requireActor(req.actor).userId)),
    );

    app.post('/api/study/me/message/list', async (req) => {
      const q = parseInput(ZMessageListQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });

    app.post('/api/study/me/message/batchread', async (req) => {
      const { ids } = parseInput(ZMessageIds, req.body);
      return ok(
        await service.batchRead(requireActor(req.actor), ids),
        translate('common.success', req.locale),
      );
    });

    app.post('/api/study/me/message/batchdel', async (req) => {
      const { ids } = parseInput(ZMessageIds, req.body);
      return ok(
        await service.batchDelete(requireActor(req.actor), ids),
        translate('common.success', req.locale),
      );
    });

    app.get('/api/study/me/message/readAll', async (req) =>
      ok(await service.readAll(requireActor(req.actor)), translate('common.success', req.locale)),
    );

    app.post('/api/study/me/message/ticket', async (req) =>
      ok(await service.ticket(requireActor(req.actor))),
    );

    // Server-Sent Events. EventSource cannot send the Authorization header, so the caller
    // proves who it is with a single-use ticket from message/ticket (public route otherwise).
    app.get('/api/study/me/message/stream', { config: { auth: 'public' } }, async (req, reply) => {
      const { ticket } = parseInput(ZMessageStreamQuery, req.query);
      const owner = await service.redeemTicket(ticket);
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
    });
  };
}
