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
  return api.post<TPage<TAuditTemplate>>('manage/audit-template/list', query);
}

export function fetchAuditTypes(): Promise<TAuditType[]> {
  return api.get<TAuditType[]>('manage/audit-template/types');
}

/** Refusals (ret 1) are shown in the editor, not as toasts. */
export function saveTemplate(
  body: TAuditTemplateCreate | TAuditTemplateUpdate,
): Promise<TAuditTemplate> {
  const path = 'id' in body ? 'manage/audit-template/update' : 'manage/audit-template/create';
  return api.post<TAuditTemplate>(path, body, { silent: true });
}

export function deleteTemplates(ids: number[]): Promise<{ removed: number }> {
  return api.post<{ removed: number }>('manage/audit-template/delete', { ids });
}

export function searchCandidates(keyword: string): Promise<TAuditPerson[]> {
  return api.post<TAuditPerson[]>('manage/audit-template/candidates', { keyword });
}
