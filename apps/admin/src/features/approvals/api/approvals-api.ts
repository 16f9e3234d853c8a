import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  TAuditPerson,
  TAuditTemplate,
  TAuditTemplateCreate,
  TAuditTemplateUpdate,
  TAuditType,
} from '@ascent/shared/audit';
import { api } from '../../../app/services.ts';

export function fetchTemplates(
  query: TListQuery & { type?: number },
): Promise<TPage<TAuditTemplate>> {
  return api.call('POST /api/manage/audit-template/list', query);
}

export function fetchAuditTypes(): Promise<TAuditType[]> {
  return api.call('GET /api/manage/audit-template/types');
}

/** Refusals (ret 1) are shown in the editor, not as toasts. */
export function saveTemplate(
  body: TAuditTemplateCreate | TAuditTemplateUpdate,
): Promise<TAuditTemplate> {
  return 'id' in body
    ? api.call('POST /api/manage/audit-template/update', body, { silent: true })
    : api.call('POST /api/manage/audit-template/create', body, { silent: true });
}

export function deleteTemplates(ids: number[]): Promise<{ removed: number }> {
  return api.call('POST /api/manage/audit-template/delete', { ids });
}

export function searchCandidates(keyword: string): Promise<TAuditPerson[]> {
  return api.call('POST /api/manage/audit-template/candidates', { keyword });
}
