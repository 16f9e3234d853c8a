import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList } from '@ascent/shared/admin';
import {
  ZRoomQuery,
  ZRoomSave,
  ZSignupAdminQuery,
  ZSignupId,
  ZSignupPeopleQuery,
  ZSignupSave,
  ZSignupStatusChange,
} from '@ascent/shared/signup';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { XLSX_MIME, contentDisposition } from '../../core/xlsx.ts';
import type { SignupAdminService } from './signup-admin.service.ts';

/** The admin site's sign-up and room calls (/api/manage/signup/*). */
export function signupAdminRoutes(service: SignupAdminService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/signup/list', admin, async (req) => {
      const q = parseInput(ZSignupAdminQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/signup/detail', admin, async (req) => {
      const { id } = parseInput(ZSignupId, req.body);
      return ok(await service.detail(requireActor(req.actor), id));
    });
    app.post('/api/manage/signup/save', admin, async (req) => {
      const input = parseInput(ZSignupSave, req.body);
      const saved = await service.save(requireActor(req.actor), req.ip, input);
      return ok(saved, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/signup/status', admin, async (req) => {
      const { ids, status } = parseInput(ZSignupStatusChange, req.body);
      await service.setStatus(requireActor(req.actor), req.ip, ids, status);
      const msg = status === 'published' ? 'signup.published' : 'signup.closedDone';
      return ok(null, translate(msg, req.locale));
    });
    app.post('/api/manage/signup/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
    app.post('/api/manage/signup/people', admin, async (req) => {
      const q = parseInput(ZSignupPeopleQuery, req.body);
      return ok(await service.people(requireActor(req.actor), q));
    });
    // A file reply (decisions: the envelope's one exception; refusals still use it).
    app.post('/api/manage/signup/people/export', admin, async (req, reply) => {
      const q = parseInput(ZSignupPeopleQuery, req.body);
      const file = await service.exportPeople(requireActor(req.actor), q, req.locale);
      const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(`${file.name}-${stamp}.xlsx`))
        .send(file.bytes);
    });
    app.post('/api/manage/signup/room/list', admin, async (req) => {
      const q = parseInput(ZRoomQuery, req.body);
      return ok(await service.rooms(requireActor(req.actor), q));
    });
    app.post('/api/manage/signup/room/save', admin, async (req) => {
      const input = parseInput(ZRoomSave, req.body);
      const saved = await service.saveRoom(requireActor(req.actor), req.ip, input);
      return ok(saved, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/signup/room/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.removeRooms(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
  };
}
