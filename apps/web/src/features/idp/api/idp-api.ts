import type { TPage } from '@ascent/shared/admin';
import type { TStudyUploadResponse } from '@ascent/shared/files';
import type {
  TIdpDecide,
  TIdpDetail,
  TIdpItemSearch,
  TIdpListQuery,
  TIdpOption,
  TIdpPerson,
  TIdpRow,
  TIdpSave,
  TIdpStepDone,
} from '@ascent/shared/idp';
import { api } from '../../../app/services.ts';

/** The learner's IDP calls. */
export const fetchIdpList = (q: TIdpListQuery) => api.post<TPage<TIdpRow>>('study/idp/list', q);

export const fetchIdp = (id: number) => api.get<TIdpDetail>(`study/idp/${id}/detail`);

export const saveIdp = (body: TIdpSave) => api.post<TIdpDetail>('study/idp/save', body);

export const withdrawIdp = (id: number) => api.post<TIdpDetail>('study/idp/withdraw', { id });

export const decideIdp = (body: TIdpDecide) => api.post<TIdpDetail>('study/idp/decide', body);

export const markIdpStep = (body: TIdpStepDone) =>
  api.post<TIdpDetail>('study/idp/homework/step', body);

export const searchIdpItems = (body: TIdpItemSearch) =>
  api.post<TIdpOption[]>('study/idp/item/search', body);

export const searchSupervisors = (keyword: string) =>
  api.post<TIdpPerson[]>('study/idp/supervisor/search', { keyword });

export function uploadIdpFile(file: File): Promise<TStudyUploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<TStudyUploadResponse>('study/idp/upload/file', form);
}
