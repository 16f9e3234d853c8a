import { z } from 'zod';
import { endpoint, endpoints } from '../api/index.ts';
import { ZLoginResponse } from '../auth/index.ts';
import {
  ZFaceLivenessFields,
  ZFaceLivenessResult,
  ZFacePhotoUploaded,
  ZFaceStatus,
  ZOpenFaceLogin,
  ZSaveFace,
} from './index.ts';

/** Face enrolment, login, photos for the exam's face match, liveness (spec s.7). */
export const faceIdEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/study/me/face',
    auth: 'user',
    summary: 'Whether the caller has a face enrolled (never the face itself)',
    output: ZFaceStatus,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/upload/openface',
    auth: 'user',
    summary:
      'Uploads a photo for face enrolment (JPEG or PNG up to 5 MB; exactly one face); answers its id for saveface',
    upload: z.object({}),
    output: ZFacePhotoUploaded,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/saveface',
    auth: 'user',
    summary: "Enrols the face of an uploaded photo as the caller's (replacing one enrolled before)",
    body: ZSaveFace,
    output: ZFaceStatus,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/face/delete',
    auth: 'user',
    summary: "Deletes the caller's enrolled face",
    output: ZFaceStatus,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/upload/facecontrast',
    auth: 'user',
    summary:
      "Uploads a photo for an exam's face match (JPEG or PNG up to 5 MB); answers its id for facecontrast/submit",
    upload: z.object({}),
    output: ZFacePhotoUploaded,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/upload/faceliev',
    auth: 'user',
    summary:
      'Liveness: two frames a second or more apart; both must show the enrolled face, and it must have moved',
    upload: ZFaceLivenessFields,
    output: ZFaceLivenessResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/openfaceLogin',
    auth: 'public',
    summary:
      'Signs in with an account and a photo of its enrolled face (refusals counted per account); a new session',
    upload: ZOpenFaceLogin,
    output: ZLoginResponse,
  }),
);
