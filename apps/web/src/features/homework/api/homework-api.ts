import type {
  THomeworkStepAnswer,
  TMyHomeworkQuery,
  TReviewQuery,
  TReviewSave,
} from '@ascent/shared/homework';
import { api } from '../../../app/services.ts';

/** The learner's homework calls and reviewers' review calls. */
export function fetchMyHomework(q: TMyHomeworkQuery) {
  return api.call('POST /api/study/me/homework/list', q);
}

export function fetchHomework(id: number) {
  return api.call('GET /api/study/homework/:id/detail', { id });
}

// The step form shows the server's refusal itself.
export function saveStepAnswer(body: THomeworkStepAnswer) {
  return api.call('POST /api/study/homework/step/save', body, { silent: true });
}

export function submitHomework(homeworkId: number) {
  return api.call('POST /api/study/homework/submit', { homeworkId }, { silent: true });
}

export function fetchReviewList(q: TReviewQuery) {
  return api.call('POST /api/study/me/homework/vetting/list', q);
}

export function fetchReview(id: number) {
  return api.call('GET /api/study/homework/vetting/:id', { id });
}

export function saveReview(body: TReviewSave) {
  return api.call('POST /api/study/homework/vetting/save', body, { silent: true });
}

// Attachments: one request (the homework id before the file), or resumable parts.
const silent = { silent: true } as const;

export function uploadWhole(homeworkId: number, file: File) {
  const form = new FormData();
  form.append('homeworkId', String(homeworkId));
  form.append('file', file, file.name);
  return api.call('POST /api/study/homework/upload/file', form, silent);
}

export const initChunkedUpload = (body: {
  homeworkId: number;
  name: string;
  size: number;
  chunkSize: number;
}) => api.call('POST /api/study/homework/upload/chunk/init', body, silent);

export const sendChunk = (uploadId: string, index: number, chunk: Blob, signal?: AbortSignal) =>
  api.call(
    'POST /api/study/homework/upload/chunk/:uploadId/:index',
    { uploadId, index, bytes: chunk },
    { ...silent, signal },
  );

export const completeChunkedUpload = (uploadId: string, homeworkId: number) =>
  api.call(
    'POST /api/study/homework/upload/chunk/:uploadId/complete',
    { uploadId, homeworkId },
    silent,
  );
