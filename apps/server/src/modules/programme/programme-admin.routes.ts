import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import {
  ZProgrammeAdminQuery,
  ZProgrammeId,
  ZProgrammeMembersChange,
  ZProgrammeSave,
  ZProgressDepartmentQuery,
  ZProgressLearnerQuery,
} from '@ascent/shared/programme';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { XLSX_MIME, contentDisposition } from '../../core/xlsx.ts';
import type { ProgrammeAdminService } from './programme-admin.service.ts';

/** The admin site's programme calls (/api/manage/programme/*). */
export function programmeAdminRoutes(service: ProgrammeAdminService): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/programme/list', admin, async (req) => {
      const q = parseInput(ZProgrammeAdminQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/programme/detail', admin, async (req) => {
      const { id } = parseInput(ZProgrammeId, req.body);
      return ok(await service.detail(requireActor(req.actor), id));
    });
    app.post('/api/manage/programme/save', admin, async (req) => {
      const input = parseInput(ZProgrammeSave, req.body);
      const saved = await service.save(requireActor(req.actor), req.ip, input);
      return ok(saved, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/programme/publish', admin, async (req) => {
      const { id } = parseInput(ZProgrammeId, req.body);
      await service.setPublished(requireActor(req.actor), req.ip, id, true);
      return ok(null, translate('programme.published', req.locale));
    });
    app.post('/api/manage/programme/unpublish', admin, async (req) => {
      const { id } = parseInput(ZProgrammeId, req.body);
      await service.setPublished(requireActor(req.actor), req.ip, id, false);
      return ok(null, translate('programme.unpublished', req.locale));
    });
    app.post('/api/manage/programme/delete', admin, async (req) => {
      const { id } = parseInput(ZProgrammeId, req.body);
      await service.remove(requireActor(req.actor), req.ip, id);
      return ok(null, translate('common.deleted', req.locale));
    });
    app.post('/api/manage/programme/members/add', admin, async (req) => {
      const { programmeId, userIds } = parseInput(ZProgrammeMembersChange, req.body);
      const count = await service.addMembers(requireActor(req.actor), req.ip, programmeId, userIds);
      return ok({ count }, translate('programme.membersAdded', req.locale, { count }));
    });
    app.post('/api/manage/programme/members/remove', admin, async (req) => {
      const { programmeId, userIds } = parseInput(ZProgrammeMembersChange, req.body);
      const count = await service.removeMembers(
        requireActor(req.actor),
        req.ip,
        programmeId,
        userIds,
      );
      return ok({ count }, translate('programme.membersRemoved', req.locale, { count }));
    });
    app.post('/api/manage/programme/report/learners', admin, async (req) => {
      const q = parseInput(ZProgressLearnerQuery, req.body);
      return ok(await service.reportLearners(requireActor(req.actor), q));
    });
    app.post('/api/manage/programme/report/departments', admin, async (req) => {
      const { programmeId } = parseInput(ZProgressDepartmentQuery, req.body);
      return ok(await service.reportDepartments(requireActor(req.actor), programmeId));
    });
    // A file reply (decisions: the envelope's one exception; refusals still use it).
    app.post('/api/manage/programme/report/export', admin, async (req, reply) => {
      const { programmeId } = parseInput(ZProgressDepartmentQuery, req.body);
      const file = await service.exportReport(requireActor(req.actor), programmeId, req.locale);
      const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(`${file.name}-${stamp}.xlsx`))
        .send(file.data);
    });
  };
}
