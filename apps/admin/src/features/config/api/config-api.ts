import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  TAdminPersonnelField,
  TAdminScoreName,
  TAdminWebsite,
  TCompanyConfig,
  TCompanyConfigUpdate,
  TLogoUpload,
  TPersonnelFieldCreate,
  TPersonnelFieldUpdate,
  TPersonnelInfoRequest,
  TPersonnelInfoRequested,
  TScoreNameUpdate,
  TWebsiteCreate,
  TWebsiteDeleted,
  TWebsiteUpdate,
} from '@ascent/shared/config';
import type { TDepartmentNode } from '@ascent/shared/platform';
import { api } from '../../../app/services.ts';

/** Saves made from a form: a refusal is shown in the form, not as a toast. */
const SILENT = { silent: true };

// Company settings
export const fetchCompanyConfig = () => api.post<TCompanyConfig>('manage/company/config', {});
export const saveConfigGroup = (update: TCompanyConfigUpdate) =>
  api.post<TCompanyConfig>('manage/company/config/update', update, SILENT);
export function uploadLogo(file: File): Promise<TLogoUpload> {
  const form = new FormData();
  form.append('file', file);
  return api.post<TLogoUpload>('manage/company/logo', form);
}

// Websites
export const fetchWebsites = (query: TListQuery) =>
  api.post<TPage<TAdminWebsite>>('manage/website/list', query);
export const createWebsite = (input: TWebsiteCreate) =>
  api.post<TAdminWebsite>('manage/website/create', input, SILENT);
export const updateWebsite = (input: TWebsiteUpdate) =>
  api.post<TAdminWebsite>('manage/website/update', input, SILENT);
export const deleteWebsite = (id: number) =>
  api.post<TWebsiteDeleted>('manage/website/delete', { id });

// Score names
export const fetchScoreNames = () => api.post<TAdminScoreName[]>('manage/score-names/list', {});
export const saveScoreName = (input: TScoreNameUpdate) =>
  api.post<TAdminScoreName>('manage/score-names/update', input, SILENT);

// Personnel fields
export const fetchPersonnelFields = (query: TListQuery) =>
  api.post<TPage<TAdminPersonnelField>>('manage/personnel-field/list', query);
export const createPersonnelField = (input: TPersonnelFieldCreate) =>
  api.post<TAdminPersonnelField>('manage/personnel-field/create', input, SILENT);
/** Silent from the editor (the form shows a refusal); a toast from the table's switch. */
export const updatePersonnelField = (input: TPersonnelFieldUpdate, silent = true) =>
  api.post<TAdminPersonnelField>('manage/personnel-field/update', input, { silent });
export const deletePersonnelField = (id: number) =>
  api.post<null>('manage/personnel-field/delete', { id });
export const reorderPersonnelFields = (ids: number[]) =>
  api.post<null>('manage/personnel-field/reorder', { ids });
export const requestInformation = (input: TPersonnelInfoRequest) =>
  api.post<TPersonnelInfoRequested>('manage/personnel-field/request', input, SILENT);

/** The department tree (the learner call, open to every signed-in user). */
export const fetchDepartmentTree = () => api.get<TDepartmentNode[]>('study/department/tree');
