import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZAccountLoginRequest } from '../auth/index.ts';

/**
 * Face recognition (spec s.7 Profile: me/saveface, upload/openface, upload/facecontrast,
 * upload/faceliev; Auth: openfaceLogin; s.4 the exam's face match): the calls between the
 * learner site and the server. Photos are read on the server (docs/decisions.md "Face
 * recognition"); what a person's face is (the descriptor) never leaves it.
 */

/** A face photo: JPEG or PNG, not empty, at most 5 MB. */
export const FACE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const FACE_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** An uploaded photo waits this long for the call that uses it (saveface, facecontrast/submit). */
export const FACE_PHOTO_TTL_SECONDS = 10 * 60;
/** Face login: this many refusals per account in the window, then it waits. */
export const FACE_LOGIN_LIMITS = { failures: 5, windowMinutes: 15 } as const;
/** The exam's face match: failed checks an attempt may have; the last one hands the paper in. */
export const FACE_MATCH_CHANCES = 3;
/** The exam page checks the face again this often while the paper is open. */
export const FACE_CHECK_EVERY_MINUTES = 5;
/** A check during the exam not taken this long after it fell due counts as a failed one. */
export const FACE_CHECK_GRACE_MINUTES = 2;
/** A passed check before the start lets the exam start within this time. */
export const FACE_START_PASS_SECONDS = 10 * 60;

/** The id of an uploaded photo (upload/openface, upload/facecontrast, upload/faceliev). */
export const zFacePhotoId = z
  .string({ error: messageRef('common.parameterError') })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: messageRef('common.parameterError') });

/** What an upload answers: the photo's id for the next call. */
export const ZFacePhotoUploaded = z.object({ photoId: z.string() });
export type FacePhotoUploaded = z.infer<typeof ZFacePhotoUploaded>;

/** POST study/me/saveface: enrols the face of a photo upload/openface took. */
export const ZSaveFace = z.strictObject({ photoId: zFacePhotoId });

/** GET study/me/face: whether the caller has a face enrolled (never the face itself). */
export const ZFaceStatus = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  /** False when the server has no face engine (FACE_ENGINE=off): no face step is offered. */
  available: z.boolean(),
});
export type FaceStatus = z.infer<typeof ZFaceStatus>;

/** POST study/openfaceLogin (multipart): the account, then the photo. */
export const ZOpenFaceLogin = z.object({ account: ZAccountLoginRequest.shape.account });

/** POST study/me/upload/faceliev (multipart): the first frame (1) or the second (2, with the first's id). */
export const ZFaceLivenessFields = z.object({
  step: z.enum(['1', '2'], { error: messageRef('common.parameterError') }),
  photoId: zFacePhotoId.optional(),
});
/** Liveness: the first frame's id, or the two frames' verdict. */
export const ZFaceLivenessResult = z.object({
  photoId: z.string().nullable(),
  live: z.boolean().nullable(),
});
export type FaceLivenessResult = z.infer<typeof ZFaceLivenessResult>;
