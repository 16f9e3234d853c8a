import type { TPage } from '@ascent/shared/admin';
import type { TChunkInitResponse, TStoredFile, TStudyUploadResponse } from '@ascent/shared/files';
import type {
  THomeworkAnswer,
  THomeworkDetail,
  THomeworkStepAnswer,
  THomeworkSubmissionRow,
  TMyHomeworkQuery,
  TMyHomeworkRow,
  TVettingDetail,
  TVettingQuery,
  TVettingSave,
} from '@ascent/shared/homework';
import { api } from '../../../app/services.ts';

/** The learner's homework calls and reviewers' vetting calls. */
export function fetchMyHomework(q: TMyHomeworkQuery): Promise<TPage<TMyHomeworkRow>> {
  return api.post<TPage<TMyHomeworkRow>>('study/me/homework/list', q);
}

export function fetchHomework(id: number): Promise<THomeworkDetail> {
  return api.get<THomeworkDetail>(`study/homework/${id}/detail`);
}

// The step form shows the server's refusal itself.
export function saveStepAnswer(body: THomeworkStepAnswer): Promise<THomeworkAnswer> {
  return api.post<THomeworkAnswer>('study/homework/step/save', body, { silent: true });
}

export function submitHomework(homeworkId: number): Promise<THomeworkDetail> {
  return api.post<THomeworkDetail>('study/homework/submit', { homeworkId }, { silent: true });
}

export function fetchVettingList(q: TVettingQuery): Promise<TPage<THomeworkSubmissionRow>> {
  return api.post<TPage<THomeworkSubmissionRow>>('study/me/homework/vetting/list', q);
}

export function fetchVetting(id: number): Promise<TVettingDetail> {
  return api.get<TVettingDetail>(`study/homework/vetting/${id}`);
}

export function saveVetting(body: TVettingSave): Promise<TVettingDetail> {
  return api.post<TVettingDetail>('study/homework/vetting/save', body, { silent: true });
}

// Attachments: one request (the homework id before the file), or resumable parts.
const silent = { silent: true } as const;

export function uploadWhole(homeworkId: number, file: File): Promise<TStudyUploadResponse> {
  const form = new FormData();
  form.append('homeworkId', String(homeworkId));
  form.append('file', file, file.name);
  return api.post<TStudyUploadResponse>('study/homework/upload/file', form, silent);
}

export const initChunkedUpload = (body: {
  homeworkId: number;
  name: string;
  size: number;
  chunkSize: number;
}) => api.post<TChunkInitResponse>('study/homework/upload/chunk/init', body, silent);

export const sendChunk = (uploadId: string, index: number, chunk: Blob, signal?: AbortSignal) =>
  api.post<{ receivedChunks: number[] }>(
    `study/homework/upload/chunk/${uploadId}/${index}`,
    chunk,
    {
      ...silent,
      signal,
    },
  );

export const completeChunkedUpload = (uploadId: string, homeworkId: number) =>
  api.post<TStoredFile>(`study/homework/upload/chunk/${uploadId}/complete`, { homeworkId }, silent);
