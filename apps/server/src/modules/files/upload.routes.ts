import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  STUDY_UPLOAD_KINDS,
  UPLOAD_RULES,
  ZStudyUploadKindField,
  ZUploadKindField,
  fileExtension,
  type StudyUploadKind,
  type TStudyUploadResponse,
} from '@ascent/shared/files';
import { uploadEndpoints } from '@ascent/shared/files/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import { parseInput } from '../../core/validate.ts';
import { fail } from '../../core/errors.ts';
import type { FilesService } from './files.service.ts';
import type { ChunkedUploadService } from './chunked-upload.service.ts';

/** The multipart file and its text fields (the `kind` field comes before the file). */
async function readMultipart(req: FastifyRequest): Promise<{
  file: MultipartFile;
  fields: Record<string, string>;
}> {
  const file = req.isMultipart() ? await req.file() : undefined;
  if (!file) throw fail('upload.failed');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string')
      fields[name] = field.value;
  }
  // The query may name the kind too (`?kind=video`), for clients that send the file first.
  const query = req.query as Record<string, unknown>;
  if (!fields.kind && typeof query.kind === 'string') fields.kind = query.kind;
  return { file, fields };
}

/** A learner's upload kind: as given, else by the file's extension (a picture or a document). */
function studyKind(fields: Record<string, string>, filename: string): StudyUploadKind {
  if (fields.kind) return parseInput(ZStudyUploadKindField, { kind: fields.kind }).kind;
  const ext = fileExtension(filename);
  return STUDY_UPLOAD_KINDS.find((k) => UPLOAD_RULES[k].extensions.includes(ext)) ?? 'document';
}

export function uploadRoutes(deps: { files: FilesService; chunks: ChunkedUploadService }) {
  const { files, chunks } = deps;
  return bind(uploadEndpoints, {
    // Admin: one-request upload (multipart: field `kind`, then the file).
    'POST /api/manage/upload/file': async ({ actor, ip, req }) => {
      const { file, fields } = await readMultipart(req);
      const { kind } = (() => {
        try {
          return parseInput(ZUploadKindField, { kind: fields.kind });
        } catch (err) {
          file.file.resume();
          throw err;
        }
      })();
      const { file: stored } = await files.uploadStream(actor, ip, kind, file.filename, file.file, {
        dedupe: false,
        audit: true,
      });
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
    'POST /api/study/upload/file': async ({ actor, ip, req }) => {
      const { file, fields } = await readMultipart(req);
      let kind: StudyUploadKind;
      try {
        kind = studyKind(fields, file.filename);
      } catch (err) {
        file.file.resume();
        throw err;
      }
      const { file: stored, exist } = await files.uploadStream(
        actor,
        ip,
        kind,
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
