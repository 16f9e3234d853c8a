import type { FastifyRequest } from 'fastify';
import { formatSize } from '@ascent/shared/common';
import { FACE_LIMITS, ZAttendanceImportFields } from '@ascent/shared/face';
import {
  faceAdminEndpoints,
  faceAdminManagerEndpoints,
  faceEndpoints,
  faceManagerEndpoints,
} from '@ascent/shared/face/endpoints';
import { parseInput } from '../../core/validate.ts';
import { fail } from '../../core/errors.ts';
import { sendWorkbook } from '../../core/xlsx.ts';
import { answer, bind, type Handlers } from '../../core/endpoints.ts';
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

type ManagerGroup = typeof faceManagerEndpoints;
type AdminManagerGroup = typeof faceAdminManagerEndpoints;

/** The attendance managers' handlers, by the names of the learner site's tab. */
function managerHandlers(service: FaceService, sheets: FaceSheets): Handlers<ManagerGroup> {
  return {
    'GET /api/study/face/manage/qr': ({ actor, query, req }) =>
      service.qr(actor, query.sessionId, query.action, originOf(req)),
    'POST /api/study/face/manage/attendance/list': ({ actor, body }) =>
      service.attendance(actor, body),
    'POST /api/study/face/manage/attendance/correct': async ({ actor, ip, body }) => {
      await service.correct(actor, ip, body);
      return answer(null, 'face.corrected');
    },
    'POST /api/study/face/manage/attendance/grade': async ({ actor, ip, body }) => {
      await service.grade(actor, ip, body);
      return answer(null, 'face.graded');
    },
    'POST /api/study/face/manage/attendance/import': async ({ actor, ip, locale, req }) => {
      const input = await readImport(req);
      const result = await sheets.importSheet(actor, ip, input, locale);
      return result.failed.length
        ? answer(result, 'face.importFailed', { failed: result.failed.length })
        : answer(result, 'face.importDone', { imported: result.imported });
    },
    'POST /api/study/face/manage/attendance/export': async ({ actor, body, locale, reply }) => {
      const file = await sheets.exportSheet(actor, body.sessionId, body.utcOffset, locale);
      return sendWorkbook(reply, file.name, file.data);
    },
    'POST /api/study/face/manage/leave/list': ({ actor, body }) => service.leaves(actor, body),
    'POST /api/study/face/manage/leave/decide': async ({ actor, ip, body }) =>
      answer(
        await service.decide(actor, ip, body),
        body.approve ? 'face.leaveApproved' : 'face.leaveRejected',
      ),
    'POST /api/study/face/manage/evaluation/list': ({ actor, body }) =>
      service.evaluations(actor, body),
  };
}

/**
 * The same handlers under the admin site's names (`POST /api/manage/face/leave/list` is
 * `POST /api/study/face/manage/leave/list` there): both groups come from one function of the
 * shared definitions, so their inputs and outputs are the same and only the auth level differs.
 */
function adminManagerHandlers(study: Handlers<ManagerGroup>): Handlers<AdminManagerGroup> {
  const byStudyName = study as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(faceAdminManagerEndpoints).map((name) => [
      name,
      byStudyName[name.replace(' /api/manage/face/', ' /api/study/face/manage/')],
    ]),
  ) as Handlers<AdminManagerGroup>;
}

/** Learners' calls (/train/*, /mine/face) and the managers' tab of the learner site. */
export function faceRoutes(service: FaceService, sheets: FaceSheets) {
  return [
    ...bind(faceEndpoints, {
      'POST /api/study/face/list': ({ actor, body }) => service.myList(actor, body),
      'GET /api/study/face/:id/detail': ({ actor, params }) =>
        service.learnerDetail(actor, params.id),
      'POST /api/study/face/sign': async ({ actor, body }) =>
        answer(
          await service.sign(actor, body),
          body.action === 'in' ? 'face.signedIn' : 'face.signedOut',
        ),
      'POST /api/study/face/leave/request': async ({ actor, body }) =>
        answer(await service.requestLeave(actor, body), 'face.leaveRequested'),
      'POST /api/study/face/leave/cancel': async ({ actor, body }) =>
        answer(await service.cancelLeave(actor, body.leaveId), 'face.leaveCancelled'),
      'POST /api/study/face/evaluate': async ({ actor, body }) => {
        await service.evaluate(actor, body);
        return answer(null, 'face.evaluated');
      },
      'POST /api/study/face/manage/list': ({ actor, body }) => service.managedList(actor, body),
    }),
    ...bind(faceManagerEndpoints, managerHandlers(service, sheets)),
  ];
}

/** The admin site's sessions (/api/manage/face/*) and their attendance. */
export function faceAdminRoutes(service: FaceService, sheets: FaceSheets) {
  return [
    ...bind(faceAdminEndpoints, {
      'POST /api/manage/face/list': ({ actor, body }) => service.list(actor, body),
      'POST /api/manage/face/detail': ({ actor, body }) => service.detail(actor, body.id),
      'POST /api/manage/face/save': async ({ actor, ip, body }) =>
        answer(await service.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
      'POST /api/manage/face/delete': async ({ actor, ip, body }) => {
        await service.remove(actor, ip, body.ids);
        return answer(null, 'common.deleted');
      },
    }),
    ...bind(faceAdminManagerEndpoints, adminManagerHandlers(managerHandlers(service, sheets))),
  ];
}
