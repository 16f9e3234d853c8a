import { USER_QUERY_KEY } from '@ascent/client/app';

/** Query keys of the approvals area (the signed-in administrator's). */
export const approvalKeys = {
  templates: [...USER_QUERY_KEY, 'approvals', 'templates'] as const,
  types: [...USER_QUERY_KEY, 'approvals', 'types'] as const,
  candidates: (keyword: string) => [...USER_QUERY_KEY, 'approvals', 'candidates', keyword] as const,
};
