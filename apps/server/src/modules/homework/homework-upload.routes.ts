import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ZHomeworkUploadField } from '@ascent/shared/homework';
import { homeworkUploadEndpoints } from '@ascent/shared/homework/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
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
export function homeworkUploadRoutes(uploads: HomeworkUploadService) {
  return bind(homeworkUploadEndpoints, {
    // Multipart: the field `homeworkId`, then the file. Checked before the file is read.
    'POST /api/study/homework/upload/file': async ({ actor, ip, req }) => {
      const { file, fields } = await readMultipart(req);
      let homeworkId: number;
      try {
        ({ homeworkId } = parseInput(ZHomeworkUploadField, { homeworkId: fields.homeworkId }));
        await uploads.requireEditable(actor, homeworkId);
      } catch (err) {
        file.file.resume();
        throw err;
      }
      const reply = await uploads.upload(actor, ip, homeworkId, file.filename, file.file);
      return answer(reply, 'common.success');
    },

    'POST /api/study/homework/upload/chunk/init': ({ actor, body }) => uploads.init(actor, body),

    'POST /api/study/homework/upload/chunk/:uploadId/complete': async ({
      actor,
      ip,
      params,
      body,
    }) =>
      answer(await uploads.complete(actor, ip, params.uploadId, body.homeworkId), 'common.success'),

    // Raw bytes (application/octet-stream, up to MAX_CHUNK_BYTES: the definition's octetStream).
    'POST /api/study/homework/upload/chunk/:uploadId/:index': ({ actor, params, req }) =>
      uploads.putChunk(actor, params.uploadId, params.index, req.body),
  });
}
