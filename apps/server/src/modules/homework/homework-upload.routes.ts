import { homeworkUploadEndpoints } from '@ascent/shared/homework/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { HomeworkUploadService } from './homework-upload.service.ts';

/** A learner's homework attachments: one request, or resumable parts for large files. */
export function homeworkUploadRoutes(uploads: HomeworkUploadService) {
  return bind(homeworkUploadEndpoints, {
    // Multipart: the field `homeworkId`, then the file. Checked before the file is read.
    'POST /api/study/homework/upload/file': async ({ actor, ip, upload }) => {
      const { file, fields } = await upload();
      const { homeworkId } = fields;
      try {
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
