import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList, ZIdParam } from '../admin/index.ts';
import {
  MAX_CHUNK_BYTES,
  ZChunkInitResponse,
  ZChunkParams,
  ZChunkReceived,
  ZStoredFile,
  ZStudyUploadResponse,
  ZUploadIdParam,
} from '../files/index.ts';
import {
  ZHomeworkAdminDetail,
  ZHomeworkAdminQuery,
  ZHomeworkAdminRow,
  ZHomeworkAnswer,
  ZHomeworkChunkComplete,
  ZHomeworkChunkInit,
  ZHomeworkDetail,
  ZHomeworkId,
  ZHomeworkSave,
  ZHomeworkStepAnswer,
  ZHomeworkSubmissionQuery,
  ZHomeworkSubmissionRow,
  ZHomeworkSubmit,
  ZHomeworkUploadField,
  ZMyHomeworkQuery,
  ZMyHomeworkRow,
  ZReviewDetail,
  ZReviewQuery,
  ZReviewSave,
} from './index.ts';

/** The learner's homework (/mine/homework, /questionnaire/homework) and reviewers' review. */
export const homeworkEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/me/homework/list',
    auth: 'user',
    summary: "The learner's homework by tab (to do, to evaluate, evaluated), paged",
    body: ZMyHomeworkQuery,
    output: zPageOf(ZMyHomeworkRow),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/homework/:id/detail',
    auth: 'user',
    summary: "A homework's steps with the learner's own submission and whether it may be edited",
    params: ZIdParam,
    output: ZHomeworkDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/homework/step/save',
    auth: 'user',
    summary: "Saves the learner's answer to one step (content or attachments)",
    body: ZHomeworkStepAnswer,
    output: ZHomeworkAnswer,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/homework/submit',
    auth: 'user',
    summary: 'Hands a homework in (first time, or again after a return)',
    body: ZHomeworkSubmit,
    output: ZHomeworkDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/homework/vetting/list',
    auth: 'user',
    summary: 'The submissions the caller reviews, to evaluate or evaluated, paged',
    body: ZReviewQuery,
    output: zPageOf(ZHomeworkSubmissionRow),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/homework/vetting/:id',
    auth: 'user',
    summary: 'One submission with its homework and learner, for a reviewer',
    params: ZIdParam,
    output: ZReviewDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/homework/vetting/save',
    auth: 'user',
    summary: 'Evaluates a submission with a score, or returns it with a comment',
    body: ZReviewSave,
    output: ZReviewDetail,
  }),
);

/** A learner's homework attachments: one multipart request, or resumable parts for large files. */
export const homeworkUploadEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/homework/upload/file',
    auth: 'user',
    summary:
      'Uploads one attachment for a homework the learner may edit (the field homeworkId, or ' +
      '?homeworkId=, then the file)',
    upload: ZHomeworkUploadField,
    output: ZStudyUploadResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/homework/upload/chunk/init',
    auth: 'user',
    summary: 'Begins (or resumes) a resumable upload of a large homework attachment',
    body: ZHomeworkChunkInit,
    output: ZChunkInitResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/homework/upload/chunk/:uploadId/complete',
    auth: 'user',
    summary: "Joins a resumable upload's parts into a stored attachment of the homework",
    params: ZUploadIdParam,
    body: ZHomeworkChunkComplete,
    output: ZStoredFile,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/homework/upload/chunk/:uploadId/:index',
    auth: 'user',
    summary: 'Stores one part of a resumable upload (raw bytes)',
    params: ZChunkParams,
    octetStream: { maxBytes: MAX_CHUNK_BYTES },
    output: ZChunkReceived,
  }),
);

/** The admin site's homework calls (/api/manage/homework/*). */
export const homeworkAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/homework/list',
    auth: 'admin',
    summary: 'Homework with status, time state and submissions to evaluate, paged',
    body: ZHomeworkAdminQuery,
    output: zPageOf(ZHomeworkAdminRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/homework/detail',
    auth: 'admin',
    summary: 'One homework with its steps, audience and reviewers',
    body: ZHomeworkId,
    output: ZHomeworkAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/homework/save',
    auth: 'admin',
    summary: 'Creates a homework (no id) or updates one',
    body: ZHomeworkSave,
    output: ZHomeworkAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/homework/publish',
    auth: 'admin',
    summary: 'Publishes homework (all of the ids, or none)',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/homework/unpublish',
    auth: 'admin',
    summary: 'Takes homework down (all of the ids, or none)',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/homework/delete',
    auth: 'admin',
    summary: "Deletes homework nobody has handed in (with the learners' drafts)",
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/homework/submissions',
    auth: 'admin',
    summary: 'The submissions of one homework, by status and keyword, paged',
    body: ZHomeworkSubmissionQuery,
    output: zPageOf(ZHomeworkSubmissionRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/homework/submission/detail',
    auth: 'admin',
    summary: 'One submission with its homework and learner',
    body: ZHomeworkId,
    output: ZReviewDetail,
  }),
);
