import { z } from 'zod';
import { endpoint, endpoints } from '../api/index.ts';
import {
  MAX_CHUNK_BYTES,
  ZChunkInit,
  ZChunkInitResponse,
  ZChunkParams,
  ZChunkReceived,
  ZFileIdParam,
  ZFileIdRequest,
  ZPackageLaunch,
  ZPackageLaunchParam,
  ZStoredFile,
  ZStudyUploadKindField,
  ZStudyUploadResponse,
  ZUploadIdParam,
  ZUploadKindField,
} from './index.ts';

/**
 * Stored files by their key: `/api/files/<key>`. Public folders (covers, pictures, avatars,
 * logos) by the address alone; every other key only with the signed query a reply handed out
 * (`e` expiry, `n` file name, `s` signature), read by the handler itself: a missing or wrong
 * signature is answered like a missing file.
 */
export const fileServingEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/files/*',
    auth: 'public',
    summary: 'A stored file by its key, whole or one byte range (private keys: signed address)',
    params: z.object({ '*': z.string() }),
    raw: {
      contentType: 'application/octet-stream',
      description:
        "The file with its own content type (206 for a byte range, 416 past its end); a private key needs the signed query of the address a reply handed out (e, n, s); a missing file, an unpacked package's file or a bad signature is the 404 envelope",
    },
  }),
);

/** Uploads: the admin's one-request and chunked uploads, the learner's pictures and documents. */
export const uploadEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/upload/file',
    auth: 'admin',
    summary: 'Uploads one file of a kind in one multipart request (field kind, then the file)',
    upload: ZUploadKindField,
    output: ZStoredFile,
  }),
  endpoint({
    method: 'GET',
    path: '/api/manage/upload/file/:id',
    auth: 'admin',
    summary: 'A stored file of the company by id (its conversion state)',
    params: ZFileIdParam,
    output: ZStoredFile,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/upload/file/convert',
    auth: 'admin',
    summary: 'Submits a document whose conversion failed to the converter again',
    body: ZFileIdRequest,
    output: ZStoredFile,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/upload/chunk/init',
    auth: 'admin',
    summary: 'Starts a chunked upload, or resumes the same one with the chunks already held',
    body: ZChunkInit,
    output: ZChunkInitResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/upload/chunk/:uploadId/complete',
    auth: 'admin',
    summary: 'Assembles the chunks of an upload, checks and stores the file',
    params: ZUploadIdParam,
    output: ZStoredFile,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/upload/chunk/:uploadId/:index',
    auth: 'admin',
    summary: 'Stores one chunk of an upload (raw bytes; sending it again replaces it)',
    params: ZChunkParams,
    octetStream: { maxBytes: MAX_CHUNK_BYTES },
    output: ZChunkReceived,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/upload/file',
    auth: 'user',
    summary:
      "Uploads a learner's picture or document (kind by field, query or extension); the same bytes again answer the earlier file",
    upload: ZStudyUploadKindField,
    output: ZStudyUploadResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/document/change/submit',
    auth: 'user',
    summary: 'Submits a failed document conversion again (the uploader or an admin)',
    body: ZFileIdRequest,
    output: ZStoredFile,
  }),
);

/** Packages run on their own origin: the signed-in learner's short-lived address of one. */
export const packageLaunchEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/files/launch/:fileId/:pkgId',
    auth: 'user',
    summary: 'A short-lived address of an H5 or SCORM package on the package origin',
    params: ZPackageLaunchParam,
    output: ZPackageLaunch,
  }),
);
