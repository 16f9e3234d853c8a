import type { TListQuery } from '@ascent/shared/admin';
import type {
  TCompanyConfigUpdate,
  TLogoUpload,
  TPersonnelFieldCreate,
  TPersonnelFieldUpdate,
  TPersonnelInfoRequest,
  TScoreNameUpdate,
  TWebsiteCreate,
  TWebsiteUpdate,
} from '@ascent/shared/config';
import type {
  TDirectorySuite,
  TIamSettingsUpdate,
  TOidcSettingsUpdate,
  TPartnerSettingsUpdate,
  TSignOnSuite,
  TSuiteSettingsUpdate,
} from '@ascent/shared/sso';
import type { TRegistrationSettingsUpdate } from '@ascent/shared/registration';
import type { TSmsSettingsUpdate, TSmsTestRequest } from '@ascent/shared/sms';
import { api } from '../../../app/services.ts';

/** Saves made from a form: a refusal is shown in the form, not as a toast. */
const SILENT = { silent: true };

// Company settings
export const fetchCompanyConfig = () => api.call('POST /api/manage/company/config');
export const saveConfigGroup = (update: TCompanyConfigUpdate) =>
  api.call('POST /api/manage/company/config/update', update, SILENT);
export function uploadLogo(file: File): Promise<TLogoUpload> {
  const form = new FormData();
  form.append('file', file);
  return api.call('POST /api/manage/company/logo', form);
}

// Self-registration: open or closed, departments, the agreement and privacy texts
export const fetchRegistrationSettings = () => api.call('POST /api/manage/registration', {});
export const saveRegistrationSettings = (input: TRegistrationSettingsUpdate) =>
  api.call('POST /api/manage/registration/update', input, SILENT);

// Sign-on through the company's OIDC provider
export const fetchOidcSettings = () => api.call('POST /api/manage/sso/oidc', {});
export const saveOidcSettings = (input: TOidcSettingsUpdate) =>
  api.call('POST /api/manage/sso/oidc/update', input, SILENT);
export const testOidcSettings = () => api.request('POST /api/manage/sso/oidc/test', {}, SILENT);
export const fetchSmsSettings = () => api.call('POST /api/manage/sms/settings', {});
export const saveSmsSettings = (input: TSmsSettingsUpdate) =>
  api.call('POST /api/manage/sms/settings/update', input, SILENT);
export const testSmsSettings = (input: TSmsTestRequest) =>
  api.request('POST /api/manage/sms/test', input, SILENT);

// Sign-on through the company's IAM (plain OAuth 2.0)
export const fetchIamSettings = () => api.call('POST /api/manage/sso/iam', {});
export const saveIamSettings = (input: TIamSettingsUpdate) =>
  api.call('POST /api/manage/sso/iam/update', input, SILENT);
export const testIamSettings = () => api.request('POST /api/manage/sso/iam/test', {}, SILENT);

// Sign-on through the workplace suites (WeCom, DingTalk, Feishu, WeChat)
export const fetchSuiteSettings = () => api.call('POST /api/manage/sso/suites', {});
export const saveSuiteSettings = (input: TSuiteSettingsUpdate) =>
  api.call('POST /api/manage/sso/suite/update', input, SILENT);
export const testSuiteSettings = (kind: TSignOnSuite) =>
  api.request('POST /api/manage/sso/suite/test', { kind }, SILENT);

// Directory sync from WeCom, DingTalk and Feishu: a background run and its report
export const startDirectorySync = (suite: TDirectorySuite) =>
  api.request('POST /api/manage/sso/directory/run', { suite }, SILENT);
export const fetchDirectoryRuns = (suite: TDirectorySuite, page: number, pageSize: number) =>
  api.call('POST /api/manage/sso/directory/runs', { suite, page, pageSize });
export const fetchDirectoryRun = (id: number, page: number, pageSize: number) =>
  api.call('POST /api/manage/sso/directory/run/detail', { id, page, pageSize });
export const cancelDirectorySync = (id: number) =>
  api.request('POST /api/manage/sso/directory/run/cancel', { id }, SILENT);

// Partner sign-on (a partner system's signed tickets)
export const fetchPartnerSettings = () => api.call('POST /api/manage/sso/partner', {});
export const savePartnerSettings = (input: TPartnerSettingsUpdate) =>
  api.call('POST /api/manage/sso/partner/update', input, SILENT);

// Websites
export const fetchWebsites = (query: TListQuery) =>
  api.call('POST /api/manage/website/list', query);
export const createWebsite = (input: TWebsiteCreate) =>
  api.call('POST /api/manage/website/create', input, SILENT);
export const updateWebsite = (input: TWebsiteUpdate) =>
  api.call('POST /api/manage/website/update', input, SILENT);
export const deleteWebsite = (id: number) => api.call('POST /api/manage/website/delete', { id });

// Score names
export const fetchScoreNames = () => api.call('POST /api/manage/score-names/list');
export const saveScoreName = (input: TScoreNameUpdate) =>
  api.call('POST /api/manage/score-names/update', input, SILENT);

// Personnel fields
export const fetchPersonnelFields = (query: TListQuery) =>
  api.call('POST /api/manage/personnel-field/list', query);
export const createPersonnelField = (input: TPersonnelFieldCreate) =>
  api.call('POST /api/manage/personnel-field/create', input, SILENT);
/** Silent from the editor (the form shows a refusal); a toast from the table's switch. */
export const updatePersonnelField = (input: TPersonnelFieldUpdate, silent = true) =>
  api.call('POST /api/manage/personnel-field/update', input, { silent });
export const deletePersonnelField = (id: number) =>
  api.call('POST /api/manage/personnel-field/delete', { id });
export const reorderPersonnelFields = (ids: number[]) =>
  api.call('POST /api/manage/personnel-field/reorder', { ids });
export const requestInformation = (input: TPersonnelInfoRequest) =>
  api.call('POST /api/manage/personnel-field/request', input, SILENT);

/** The department tree (the learner call, open to every signed-in user). */
export const fetchDepartmentTree = () => api.call('GET /api/study/department/tree');
