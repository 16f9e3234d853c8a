import type { FaceContrastResult } from '@ascent/shared/exam';
import { RET } from '@ascent/shared/errors';
import { services } from '../../../app/services.ts';

/** A face check's outcome: the result, or the refusal's message (shown as it is). */
export type FaceCheckOutcome =
  { ok: true; msg: string; data: FaceContrastResult } | { ok: false; msg: string };

/**
 * The exam's face match (spec s.4): a photo uploaded (`upload/facecontrast`), then checked
 * against the enrolled face (`facecontrast/submit`): before the start without `attemptId`,
 * during the attempt with it. Used by the start's face step and the paper's periodic check
 * (both lazy chunks).
 */
export async function checkFace(
  examId: number,
  photo: Blob,
  attemptId?: number,
): Promise<FaceCheckOutcome> {
  const form = new FormData();
  form.append('file', photo, photo instanceof File ? photo.name : 'face.jpg');
  const up = await services.api.request('POST /api/study/me/upload/facecontrast', form, {
    silent: true,
  });
  if (up.ret !== RET.OK) return { ok: false, msg: up.msg };
  const res = await services.api.request(
    'POST /api/study/me/facecontrast/submit',
    { examId, photoId: up.data.photoId, ...(attemptId ? { attemptId } : {}) },
    { silent: true },
  );
  return res.ret === RET.OK
    ? { ok: true, msg: res.msg, data: res.data }
    : { ok: false, msg: res.msg };
}
