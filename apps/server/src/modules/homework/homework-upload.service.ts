import type { Readable } from 'node:stream';
import type { TStoredFile, TStudyUploadResponse } from '@ascent/shared/files';
import type { THomeworkChunkInit } from '@ascent/shared/homework';
import type { TChunkInitResponse } from '@ascent/shared/files';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { FilesService } from '../files/files.service.ts';
import type { ChunkedUploadService } from '../files/chunked-upload.service.ts';
import type { HomeworkRepository } from './homework.repository.ts';
import type { HomeworkService } from './homework.service.ts';

/**
 * A learner's homework attachments (spec s.9: 200MB each), through the files module's uploads
 * with the 'homework' kind: in one request up to the single-upload limit, beyond it in
 * resumable parts. Each stored attachment is remembered as the learner's for the homework,
 * so that only the learner's own uploads can be attached to the learner's answers.
 */
export function createHomeworkUploadService(deps: {
  homework: HomeworkRepository;
  learner: Pick<HomeworkService, 'requireEditable'>;
  files: Pick<FilesService, 'uploadStream'>;
  chunks: ChunkedUploadService;
}) {
  const { homework, learner } = deps;
  return {
    requireEditable: learner.requireEditable,

    async upload(
      actor: Actor,
      ip: string,
      homeworkId: number,
      name: string,
      stream: Readable,
    ): Promise<TStudyUploadResponse> {
      const { file, exist } = await deps.files.uploadStream(actor, ip, 'homework', name, stream, {
        dedupe: true,
        audit: false,
      });
      await homework.addFile(homeworkId, actor.userId, file.fileId);
      return { file, url: file.url, exist };
    },

    async init(
      actor: Actor,
      input: Omit<THomeworkChunkInit, 'homeworkId'> & { homeworkId: number },
    ): Promise<TChunkInitResponse> {
      await learner.requireEditable(actor, input.homeworkId);
      return deps.chunks.init(actor, {
        kind: 'homework',
        name: input.name,
        size: input.size,
        chunkSize: input.chunkSize,
      });
    },

    putChunk: deps.chunks.putChunk,

    async complete(
      actor: Actor,
      ip: string,
      uploadId: string,
      homeworkId: number,
    ): Promise<TStoredFile> {
      await learner.requireEditable(actor, homeworkId);
      const file = await deps.chunks.complete(actor, ip, uploadId);
      // An upload begun elsewhere as another kind is not a homework attachment.
      if (file.kind !== 'homework') throw fail('files.uploadNotFound');
      await homework.addFile(homeworkId, actor.userId, file.fileId);
      return file;
    },
  };
}
export type HomeworkUploadService = ReturnType<typeof createHomeworkUploadService>;
