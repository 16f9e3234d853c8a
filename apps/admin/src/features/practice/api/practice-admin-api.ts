import type { TListQuery, TPage } from '@ascent/shared/admin';
import type {
  PracticeBankAdminRow,
  TPracticeSettings,
  TSimulationSave,
} from '@ascent/shared/practice';
import { api } from '../../../app/services.ts';

/** A bank row with the `id` the admin table keys rows by. */
export type PracticeBankTableRow = PracticeBankAdminRow & { id: number };

/** The admin's practice calls (/api/manage/practice/*). */
export async function fetchPracticeBanks(
  query: TListQuery & { enabled?: boolean },
): Promise<TPage<PracticeBankTableRow>> {
  const page = await api.call('POST /api/manage/practice/banks', query);
  return { ...page, list: page.list.map((b) => ({ ...b, id: b.bankId })) };
}

export const savePracticeBanks = (bankIds: number[], enabled: boolean) =>
  api.call('POST /api/manage/practice/banks/save', { bankIds, enabled });

export const fetchPracticeSettings = () => api.call('GET /api/manage/practice/settings');

// The forms show the server's refusal themselves.
export const savePracticeSettings = (values: TPracticeSettings) =>
  api.call('POST /api/manage/practice/settings/save', values, { silent: true });

export const fetchSimulations = (query: TListQuery) =>
  api.call('POST /api/manage/practice/simulation/list', query);

export const saveSimulation = (body: TSimulationSave) =>
  api.call('POST /api/manage/practice/simulation/save', body, { silent: true });

export const deleteSimulations = (ids: number[]) =>
  api.call('POST /api/manage/practice/simulation/delete', { ids });

/** Papers to pick for a mock exam (the question bank area's paper list). */
export const searchPapers = (keyword: string) =>
  api.call('POST /api/manage/paper/list', {
    keyword: keyword || undefined,
    page: 1,
    pageSize: 20,
  });
