import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { translate } from '@ascent/shared/errors';
import {
  MAX_CHUNK_BYTES,
  STUDY_UPLOAD_KINDS,
  UPLOAD_RULES,
  ZChunkInit,
  ZChunkParams,
  ZFileIdParam,
  ZFileIdRequest,
  ZStudyUploadKindField,
  ZUploadIdParam,
  ZUploadKindField,
  fileExtension,
  type StudyUploadKind,
  type TStudyUploadResponse,
} from '@ascent/shared/files';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
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

export function uploadRoutes(deps: {
  files: FilesService;
  chunks: ChunkedUploadService;
}): FastifyPluginAsync {
  const { files, chunks } = deps;
  return async (app) => {
    const admin = { config: { auth: 'admin' as const } };

    // Admin: one-request upload (multipart: field `kind`, then the file).
    app.post('/api/manage/upload/file', admin, async (req) => {
      const actor = requireActor(req.actor);
      const { file, fields } = await readMultipart(req);
      const { kind } = (() => {
        try {
          return parseInput(ZUploadKindField, { kind: fields.kind });
        } catch (err) {
          file.file.resume();
          throw err;
        }
      })();
      const { file: stored } = await files.uploadStream(
        actor,
        req.ip,
        kind,
        file.filename,
        file.file,
        {
          dedupe: false,
          audit: true,
        },
      );
      return ok(stored, translate('common.success', req.locale));
    });

    app.get('/api/manage/upload/file/:id', admin, async (req) => {
      const { id } = parseInput(ZFileIdParam, req.params);
      return ok(await files.describe(requireActor(req.actor), id));
    });

    app.post('/api/manage/upload/file/convert', admin, async (req) => {
      const { fileId } = parseInput(ZFileIdRequest, req.body);
      const file = await files.resubmit(requireActor(req.actor), req.ip, fileId);
      return ok(file, translate('files.submitted', req.locale));
    });

    app.post('/api/manage/upload/chunk/init', admin, async (req) => {
      const input = parseInput(ZChunkInit, req.body);
      return ok(await chunks.init(requireActor(req.actor), input));
    });

    // Chunks are raw bytes: their own content type, up to MAX_CHUNK_BYTES, on these routes only.
    await app.register(async (raw) => {
      raw.addContentTypeParser(
        'application/octet-stream',
        { parseAs: 'buffer', bodyLimit: MAX_CHUNK_BYTES },
        (_req, body, done) => done(null, body),
      );
      raw.post('/api/manage/upload/chunk/:uploadId/complete', admin, async (req) => {
        const { uploadId } = parseInput(ZUploadIdParam, req.params);
        const stored = await chunks.complete(requireActor(req.actor), req.ip, uploadId);
        return ok(stored, translate('common.success', req.locale));
      });
      raw.post('/api/manage/upload/chunk/:uploadId/:index', admin, async (req) => {
        const { uploadId, index } = parseInput(ZChunkParams, req.params);
        return ok(await chunks.putChunk(requireActor(req.actor), uploadId, index, req.body));
      });
    });

    // Learners (spec s.7 "Files"): pictures and documents; the reply is { file, url, exist }.
    app.post('/api/study/upload/file', async (req) => {
      const actor = requireActor(req.actor);
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
        req.ip,
        kind,
        file.filename,
        file.file,
        { dedupe: true, audit: false },
      );
      const reply: TStudyUploadResponse = { file: stored, url: stored.url, exist };
      return ok(reply, translate('common.success', req.locale));
    });

    // Spec s.7 "Files": submit a failed document conversion again (the uploader or an admin).
    app.post('/api/study/document/change/submit', async (req) => {
      const { fileId } = parseInput(ZFileIdRequest, req.body);
      const file = await files.resubmit(requireActor(req.actor), req.ip, fileId);
      return ok(file, translate('files.submitted', req.locale));
    });
  };
}
