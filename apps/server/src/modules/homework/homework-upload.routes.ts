import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { translate } from '@ascent/shared/errors';
import { MAX_CHUNK_BYTES, ZChunkParams, ZUploadIdParam } from '@ascent/shared/files';
import {
  ZHomeworkChunkComplete,
  ZHomeworkChunkInit,
  ZHomeworkUploadField,
} from '@ascent/shared/homework';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { fail } from '../../core/errors.ts';
import type { HomeworkUploadService } from './homework-upload.service.ts';

/** The multipart file and the text fields sent before it (or `?homeworkId=`). */
async function readMultipart(
  req: FastifyRequest,
): Promise<{ file: MultipartFile; fields: Record<string, string> }> {
  const file = req.isMultipart() ? await req.file() : undefined;
  if (!file) throw fail('upload.failed');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string')
      fields[name] = field.value;
  }
  const query = req.query as Record<string, unknown>;
  if (!fields.homeworkId && typeof query.homeworkId === 'string')
    fields.homeworkId = query.homeworkId;
  return { file, fields };
}

/** A learner's homework attachments: one request, or resumable parts for large files. */
export function homeworkUploadRoutes(uploads: HomeworkUploadService): FastifyPluginAsync {
  return async (app) => {
    // Multipart: the field `homeworkId`, then the file. Checked before the file is read.
    app.post('/api/study/homework/upload/file', async (req) => {
      const actor = requireActor(req.actor);
      const { file, fields } = await readMultipart(req);
      let homeworkId: number;
      try {
        ({ homeworkId } = parseInput(ZHomeworkUploadField, { homeworkId: fields.homeworkId }));
        await uploads.requireEditable(actor, homeworkId);
      } catch (err) {
        file.file.resume();
        throw err;
      }
      const reply = await uploads.upload(actor, req.ip, homeworkId, file.filename, file.file);
      return ok(reply, translate('common.success', req.locale));
    });

    app.post('/api/study/homework/upload/chunk/init', async (req) => {
      const input = parseInput(ZHomeworkChunkInit, req.body);
      return ok(await uploads.init(requireActor(req.actor), input));
    });

    // Chunks are raw bytes: their own content type, up to MAX_CHUNK_BYTES, on these routes only.
    await app.register(async (raw) => {
      raw.addContentTypeParser(
        'application/octet-stream',
        { parseAs: 'buffer', bodyLimit: MAX_CHUNK_BYTES },
        (_req, body, done) => done(null, body),
      );
      raw.post('/api/study/homework/upload/chunk/:uploadId/complete', async (req) => {
        const { uploadId } = parseInput(ZUploadIdParam, req.params);
        const { homeworkId } = parseInput(ZHomeworkChunkComplete, req.body);
        const stored = await uploads.complete(
          requireActor(req.actor),
          req.ip,
          uploadId,
          homeworkId,
        );
        return ok(stored, translate('common.success', req.locale));
      });
      raw.post('/api/study/homework/upload/chunk/:uploadId/:index', async (req) => {
        const { uploadId, index } = parseInput(ZChunkParams, req.params);
        return ok(await uploads.putChunk(requireActor(req.actor), uploadId, index, req.body));
      });
    });
  };
}
