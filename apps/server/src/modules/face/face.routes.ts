import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdList, ZIdParam } from '@ascent/shared/admin';
import { formatSize } from '@ascent/shared/common';
import {
  FACE_LIMITS,
  ZAttendanceCorrect,
  ZAttendanceExport,
  ZAttendanceGrade,
  ZAttendanceImportFields,
  ZAttendanceQuery,
  ZEvaluationQuery,
  ZFaceAdminQuery,
  ZFaceEvaluate,
  ZFaceId,
  ZFaceLeaveCancel,
  ZFaceLeaveRequest,
  ZFaceQrQuery,
  ZFaceSave,
  ZFaceSign,
  ZLeaveDecide,
  ZLeaveQuery,
  ZManagedFaceQuery,
  ZMyFaceQuery,
} from '@ascent/shared/face';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { fail } from '../../core/errors.ts';
import { XLSX_MIME, contentDisposition } from '../../core/xlsx.ts';
import type { FaceService } from './face.service.ts';
import { checkImportName, type FaceSheets } from './face-sheet.ts';

/** The learner site's origin as the caller reached it (the QR's URL leads there). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** The import's file (xls or xlsx by name, checked before it is read) and its fields. */
async function readImport(req: FastifyRequest) {
  if (!req.isMultipart()) throw fail('face.importFileRequired');
  const file = await req.file({ limits: { fileSize: FACE_LIMITS.importBytes, files: 1 } });
  if (!file) throw fail('face.importFileRequired');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string')
      fields[name] = field.value;
  }
  const query = req.query as Record<string, unknown>;
  for (const k of ['sessionId', 'utcOffset'])
    if (!fields[k] && typeof query[k] === 'string') fields[k] = query[k];
  try {
    const parsed = parseInput(ZAttendanceImportFields, fields);
    checkImportName(file.filename);
    const data = await file.toBuffer();
    return { ...parsed, filename: file.filename, data };
  } catch (err) {
    file.file.resume();
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fail('upload.tooLarge', { max: formatSize(FACE_LIMITS.importBytes) });
    throw err;
  }
}

/** Attendance managers' calls under a prefix: the admin site's, or the learner site's tab. */
function managerRoutes(
  prefix: string,
  auth: 'admin' | 'user',
  service: FaceService,
  sheets: FaceSheets,
): FastifyPluginAsync {
  return async (app) => {
    const opts = { config: { auth } };
    app.get(`${prefix}/qr`, opts, async (req) => {
      const q = parseInput(ZFaceQrQuery, req.query);
      return ok(await service.qr(requireActor(req.actor), q.sessionId, q.action, originOf(req)));
    });
    app.post(`${prefix}/attendance/list`, opts, async (req) => {
      const q = parseInput(ZAttendanceQuery, req.body);
      return ok(await service.attendance(requireActor(req.actor), q));
    });
    app.post(`${prefix}/attendance/correct`, opts, async (req) => {
      const input = parseInput(ZAttendanceCorrect, req.body);
      await service.correct(requireActor(req.actor), req.ip, input);
      return ok(null, translate('face.corrected', req.locale));
    });
    app.post(`${prefix}/attendance/grade`, opts, async (req) => {
      const input = parseInput(ZAttendanceGrade, req.body);
      await service.grade(requireActor(req.actor), req.ip, input);
      return ok(null, translate('face.graded', req.locale));
    });
    app.post(`${prefix}/attendance/import`, opts, async (req) => {
      const actor = requireActor(req.actor);
      const input = await readImport(req);
      const result = await sheets.importSheet(actor, req.ip, input, req.locale);
      return ok(
        result,
        result.failed.length
          ? translate('face.importFailed', req.locale, { failed: result.failed.length })
          : translate('face.importDone', req.locale, { imported: result.imported }),
      );
    });
    app.post(`${prefix}/attendance/export`, opts, async (req, reply) => {
      const q = parseInput(ZAttendanceExport, req.body);
      const file = await sheets.exportSheet(
        requireActor(req.actor),
        q.sessionId,
        q.utcOffset,
        req.locale,
      );
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition(file.name))
        .send(file.data);
    });
    app.post(`${prefix}/leave/list`, opts, async (req) => {
      const q = parseInput(ZLeaveQuery, req.body);
      return ok(await service.leaves(requireActor(req.actor), q));
    });
    app.post(`${prefix}/leave/decide`, opts, async (req) => {
      const input = parseInput(ZLeaveDecide, req.body);
      const leave = await service.decide(requireActor(req.actor), req.ip, input);
      return ok(
        leave,
        translate(input.approve ? 'face.leaveApproved' : 'face.leaveRejected', req.locale),
      );
    });
    app.post(`${prefix}/evaluation/list`, opts, async (req) => {
      const q = parseInput(ZEvaluationQuery, req.body);
      return ok(await service.evaluations(requireActor(req.actor), q));
    });
  };
}

/** Learners' calls (/train/*, /mine/face) and the managers' tab of the learner site. */
export function faceRoutes(service: FaceService, sheets: FaceSheets): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/face/list', async (req) => {
      const q = parseInput(ZMyFaceQuery, req.body);
      return ok(await service.myList(requireActor(req.actor), q));
    });
    app.get('/api/study/face/:id/detail', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await service.learnerDetail(requireActor(req.actor), id));
    });
    app.post('/api/study/face/sign', async (req) => {
      const input = parseInput(ZFaceSign, req.body);
      const result = await service.sign(requireActor(req.actor), input);
      return ok(
        result,
        translate(input.action === 'in' ? 'face.signedIn' : 'face.signedOut', req.locale),
      );
    });
    app.post('/api/study/face/leave/request', async (req) => {
      const input = parseInput(ZFaceLeaveRequest, req.body);
      const leave = await service.requestLeave(requireActor(req.actor), input);
      return ok(leave, translate('face.leaveRequested', req.locale));
    });
    app.post('/api/study/face/leave/cancel', async (req) => {
      const { leaveId } = parseInput(ZFaceLeaveCancel, req.body);
      const leave = await service.cancelLeave(requireActor(req.actor), leaveId);
      return ok(leave, translate('face.leaveCancelled', req.locale));
    });
    app.post('/api/study/face/evaluate', async (req) => {
      const input = parseInput(ZFaceEvaluate, req.body);
      await service.evaluate(requireActor(req.actor), input);
      return ok(null, translate('face.evaluated', req.locale));
    });
    app.post('/api/study/face/manage/list', async (req) => {
      const q = parseInput(ZManagedFaceQuery, req.body);
      return ok(await service.managedList(requireActor(req.actor), q));
    });
    await app.register(managerRoutes('/api/study/face/manage', 'user', service, sheets));
  };
}

/** The admin site's sessions (/api/manage/face/*) and their attendance. */
export function faceAdminRoutes(service: FaceService, sheets: FaceSheets): FastifyPluginAsync {
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };
    app.post('/api/manage/face/list', admin, async (req) => {
      const q = parseInput(ZFaceAdminQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.post('/api/manage/face/detail', admin, async (req) => {
      const { id } = parseInput(ZFaceId, req.body);
      return ok(await service.detail(requireActor(req.actor), id));
    });
    app.post('/api/manage/face/save', admin, async (req) => {
      const input = parseInput(ZFaceSave, req.body);
      const saved = await service.save(requireActor(req.actor), req.ip, input);
      return ok(saved, translate(input.id ? 'common.modified' : 'common.created', req.locale));
    });
    app.post('/api/manage/face/delete', admin, async (req) => {
      const { ids } = parseInput(ZIdList, req.body);
      await service.remove(requireActor(req.actor), req.ip, ids);
      return ok(null, translate('common.deleted', req.locale));
    });
    await app.register(managerRoutes('/api/manage/face', 'admin', service, sheets));
  };
}
