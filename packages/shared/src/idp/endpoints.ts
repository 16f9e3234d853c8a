import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdParam } from '../admin/index.ts';
import { ZStudyUploadResponse } from '../files/index.ts';
import {
  ZIdpDecide,
  ZIdpDetail,
  ZIdpId,
  ZIdpItemSearch,
  ZIdpListQuery,
  ZIdpOption,
  ZIdpPerson,
  ZIdpPersonSearch,
  ZIdpRow,
  ZIdpSave,
  ZIdpStepDone,
  ZIdpUploadFields,
} from './index.ts';

/** Individual development plans: the learner's, the supervisor's approval, pickers, uploads. */
export const idpEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/idp/list',
    auth: 'user',
    summary: 'My plans, or the plans waiting for (or decided by) my approval, paged',
    body: ZIdpListQuery,
    output: zPageOf(ZIdpRow),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/idp/:id/detail',
    auth: 'user',
    summary: 'A plan with its resources, their progress and what the caller may do with it',
    params: ZIdParam,
    output: ZIdpDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/idp/save',
    auth: 'user',
    summary: 'Creates (no id) or changes a withdrawn or rejected plan, and submits it',
    body: ZIdpSave,
    output: ZIdpDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/idp/withdraw',
    auth: 'user',
    summary: 'Withdraws a plan under review',
    body: ZIdpId,
    output: ZIdpDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/idp/decide',
    auth: 'user',
    summary: 'The supervisor passes or rejects a plan under review',
    body: ZIdpDecide,
    output: ZIdpDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/idp/homework/step',
    auth: 'user',
    summary: "Ticks or unticks a step of a passed plan's own homework",
    body: ZIdpStepDone,
    output: ZIdpDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/idp/item/search',
    auth: 'user',
    summary: 'Courses, exams, programmes or surveys the learner may put into a plan (at most 20)',
    body: ZIdpItemSearch,
    output: z.array(ZIdpOption),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/idp/supervisor/search',
    auth: 'user',
    summary: "People of the caller's company who may supervise a plan",
    body: ZIdpPersonSearch,
    output: z.array(ZIdpPerson),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/idp/upload/file',
    auth: 'user',
    summary: "Uploads a homework attachment (up to 200 MB), kept as the uploader's",
    upload: ZIdpUploadFields,
    output: ZStudyUploadResponse,
  }),
);
