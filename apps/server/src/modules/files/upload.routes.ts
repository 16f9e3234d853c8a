import {
  STUDY_UPLOAD_KINDS,
  UPLOAD_RULES,
  fileExtension,
  type StudyUploadKind,
  type TStudyUploadResponse,
} from '@ascent/shared/files';
import { uploadEndpoints } from '@ascent/shared/files/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { FilesService } from './files.service.ts';
import type { ChunkedUploadService } from './chunked-upload.service.ts';

/** A learner's upload kind: as given, else by the file's extension (a picture or a document). */
function studyKind(kind: StudyUploadKind | undefined, filename: string): StudyUploadKind {
  if (kind) return kind;
  const ext = fileExtension(filename);
  return STUDY_UPLOAD_KINDS.find((k) => UPLOAD_RULES[k].extensions.includes(ext)) ?? 'document';
}

export function uploadRoutes(deps: { files: FilesService; chunks: ChunkedUploadService }) {
  const { files, chunks } = deps;
  return bind(uploadEndpoints, {
    // Admin: one-request upload (multipart: field `kind`, then the file).
    'POST /api/manage/upload/file': async ({ actor, ip, upload }) => {
      const { file, fields } = await upload();
      const { file: stored } = await files.uploadStream(
        actor,
        ip,
        fields.kind,
        file.filename,
        file.file,
        {
          dedupe: false,
          audit: true,
        },
      );
      return answer(stored, 'common.success');
    },

    'GET /api/manage/upload/file/:id': ({ actor, params }) => files.describe(actor, params.id),

    'POST /api/manage/upload/file/convert': async ({ actor, ip, body }) =>
      answer(await files.resubmit(actor, ip, body.fileId), 'files.submitted'),

    'POST /api/manage/upload/chunk/init': ({ actor, body }) => chunks.init(actor, body),

    'POST /api/manage/upload/chunk/:uploadId/complete': async ({ actor, ip, params }) =>
      answer(await chunks.complete(actor, ip, params.uploadId), 'common.success'),

    // Chunks are raw bytes (application/octet-stream, up to MAX_CHUNK_BYTES: the definition's).
    'POST /api/manage/upload/chunk/:uploadId/:index': ({ actor, params, req }) =>
      chunks.putChunk(actor, params.uploadId, params.index, req.body),

    // Learners (spec s.7 "Files"): pictures and documents; the reply is { file, url, exist }.
    'POST /api/study/upload/file': async ({ actor, ip, upload }) => {
      const { file, fields } = await upload();
      const { file: stored, exist } = await files.uploadStream(
        actor,
        ip,
        studyKind(fields.kind, file.filename),
        file.filename,
        file.file,
        { dedupe: true, audit: false },
      );
      const reply: TStudyUploadResponse = { file: stored, url: stored.url, exist };
      return answer(reply, 'common.success');
    },

    // Spec s.7 "Files": submit a failed document conversion again (the uploader or an admin).
    'POST /api/study/document/change/submit': async ({ actor, ip, body }) =>
      answer(await files.resubmit(actor, ip, body.fileId), 'files.submitted'),
  });
}
