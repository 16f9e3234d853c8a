import type {
  TIdpDecide,
  TIdpItemSearch,
  TIdpListQuery,
  TIdpSave,
  TIdpStepDone,
} from '@ascent/shared/idp';
import { api } from '../../../app/services.ts';

/** The learner's IDP calls. */
export const fetchIdpList = (q: TIdpListQuery) => api.call('POST /api/study/idp/list', q);

export const fetchIdp = (id: number) => api.call('GET /api/study/idp/:id/detail', { id });

export const saveIdp = (body: TIdpSave) => api.call('POST /api/study/idp/save', body);

export const withdrawIdp = (id: number) => api.call('POST /api/study/idp/withdraw', { id });

export const decideIdp = (body: TIdpDecide) => api.call('POST /api/study/idp/decide', body);

export const markIdpStep = (body: TIdpStepDone) =>
  api.call('POST /api/study/idp/homework/step', body);

export const searchIdpItems = (body: TIdpItemSearch) =>
  api.call('POST /api/study/idp/item/search', body);

export const searchSupervisors = (keyword: string) =>
  api.call('POST /api/study/idp/supervisor/search', { keyword });

export function uploadIdpFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.call('POST /api/study/idp/upload/file', form);
}
