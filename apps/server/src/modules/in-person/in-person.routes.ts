import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { formatSize } from '@ascent/shared/common';
import { IN_PERSON_LIMITS, type ZAttendanceImportFields } from '@ascent/shared/in-person';
import {
  inPersonAdminEndpoints,
  inPersonAdminManagerEndpoints,
  inPersonEndpoints,
  inPersonManagerEndpoints,
} from '@ascent/shared/in-person/endpoints';
import type { UploadForm } from '../../core/upload-form.ts';
import { fail } from '../../core/errors.ts';
import { sendWorkbook } from '../../core/xlsx.ts';
import { answer, bind, type Handlers } from '../../core/endpoints.ts';
import type { InPersonService } from './in-person.service.ts';
import { checkImportName, type InPersonSheets } from './in-person-sheet.ts';

/** The learner site's origin as the caller reached it (the QR's URL leads there). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** The import's file (xls or xlsx by name, checked before it is read) and its fields. */
async function readImport(
  upload: () => Promise<UploadForm<z.output<typeof ZAttendanceImportFields>>>,
) {
  const { file, fields } = await upload();
  try {
    checkImportName(file.filename);
    const data = await file.toBuffer();
    return { ...fields, filename: file.filename, data };
  } catch (err) {
    file.file.resume();
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fail('upload.tooLarge', { max: formatSize(IN_PERSON_LIMITS.importBytes) });
    throw err;
  }
}

/** The import's limits: one sheet of at most importBytes. */
const IMPORT_FORM = {
  limits: { fileSize: IN_PERSON_LIMITS.importBytes, files: 1 },
  missing: 'inPerson.importFileRequired',
} as const;

type ManagerGroup = typeof inPersonManagerEndpoints;
type AdminManagerGroup = typeof inPersonAdminManagerEndpoints;

/** The attendance managers' handlers, by the names of the learner site's tab. */
function managerHandlers(service: InPersonService, sheets: InPersonSheets): Handlers<ManagerGroup> {
  return {
    'GET /api/study/face/manage/qr': ({ actor, query, req }) =>
      service.qr(actor, query.sessionId, query.action, originOf(req)),
    'POST /api/study/face/manage/attendance/list': ({ actor, body }) =>
      service.attendance(actor, body),
    'POST /api/study/face/manage/attendance/correct': async ({ actor, ip, body }) => {
      await service.correct(actor, ip, body);
      return answer(null, 'inPerson.corrected');
    },
    'POST /api/study/face/manage/attendance/grade': async ({ actor, ip, body }) => {
      await service.grade(actor, ip, body);
      return answer(null, 'inPerson.graded');
    },
    'POST /api/study/face/manage/attendance/import': async ({ actor, ip, locale, upload }) => {
      const input = await readImport(() => upload(IMPORT_FORM));
      return answer(await sheets.startImport({ actor, ip, locale }, input), 'import.queued');
    },
    'POST /api/study/face/manage/attendance/export': async ({ actor, body, locale, reply }) => {
      const file = await sheets.exportSheet(actor, body.sessionId, body.utcOffset, locale);
      return sendWorkbook(reply, file.name, file.data);
    },
    'POST /api/study/face/manage/leave/list': ({ actor, body }) => service.leaves(actor, body),
    'POST /api/study/face/manage/leave/decide': async ({ actor, ip, body }) =>
      answer(
        await service.decide(actor, ip, body),
        body.approve ? 'inPerson.leaveApproved' : 'inPerson.leaveRejected',
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
    Object.keys(inPersonAdminManagerEndpoints).map((name) => [
      name,
      byStudyName[name.replace(' /api/manage/face/', ' /api/study/face/manage/')],
    ]),
  ) as Handlers<AdminManagerGroup>;
}

/** Learners' calls (/train/*, /mine/face) and the managers' tab of the learner site. */
export function inPersonRoutes(service: InPersonService, sheets: InPersonSheets) {
  return [
    ...bind(inPersonEndpoints, {
      'POST /api/study/face/list': ({ actor, body }) => service.myList(actor, body),
      'GET /api/study/face/:id/detail': ({ actor, params }) =>
        service.learnerDetail(actor, params.id),
      'POST /api/study/face/sign': async ({ actor, body }) =>
        answer(
          await service.sign(actor, body),
          body.action === 'in' ? 'inPerson.signedIn' : 'inPerson.signedOut',
        ),
      'POST /api/study/face/leave/request': async ({ actor, body }) =>
        answer(await service.requestLeave(actor, body), 'inPerson.leaveRequested'),
      'POST /api/study/face/leave/cancel': async ({ actor, body }) =>
        answer(await service.cancelLeave(actor, body.leaveId), 'inPerson.leaveCancelled'),
      'POST /api/study/face/evaluate': async ({ actor, body }) => {
        await service.evaluate(actor, body);
        return answer(null, 'inPerson.evaluated');
      },
      'POST /api/study/face/manage/list': ({ actor, body }) => service.managedList(actor, body),
    }),
    ...bind(inPersonManagerEndpoints, managerHandlers(service, sheets)),
  ];
}

/** The admin site's sessions (/api/manage/face/*) and their attendance. */
export function inPersonAdminRoutes(service: InPersonService, sheets: InPersonSheets) {
  return [
    ...bind(inPersonAdminEndpoints, {
      'POST /api/manage/face/list': ({ actor, body }) => service.list(actor, body),
      'POST /api/manage/face/detail': ({ actor, body }) => service.detail(actor, body.id),
      'POST /api/manage/face/save': async ({ actor, ip, body }) =>
        answer(await service.save(actor, ip, body), body.id ? 'common.modified' : 'common.created'),
      'POST /api/manage/face/delete': async ({ actor, ip, body }) => {
        await service.remove(actor, ip, body.ids);
        return answer(null, 'common.deleted');
      },
    }),
    ...bind(inPersonAdminManagerEndpoints, adminManagerHandlers(managerHandlers(service, sheets))),
  ];
}
