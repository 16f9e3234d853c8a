import { USER_QUERY_KEY } from '@ascent/client/app';

/** The configuration pages' data (under USER_QUERY_KEY: dropped when the session ends). */
export const configKeys = {
  company: [...USER_QUERY_KEY, 'config', 'company'] as const,
  websites: [...USER_QUERY_KEY, 'config', 'websites'] as const,
  scoreNames: [...USER_QUERY_KEY, 'config', 'score-names'] as const,
  personnelFields: [...USER_QUERY_KEY, 'config', 'personnel-fields'] as const,
  departments: [...USER_QUERY_KEY, 'config', 'departments'] as const,
  oidc: [...USER_QUERY_KEY, 'config', 'oidc'] as const,
  sms: [...USER_QUERY_KEY, 'config', 'sms'] as const,
  registration: [...USER_QUERY_KEY, 'config', 'registration'] as const,
  iam: [...USER_QUERY_KEY, 'config', 'iam'] as const,
  suites: [...USER_QUERY_KEY, 'config', 'suites'] as const,
  partner: [...USER_QUERY_KEY, 'config', 'partner'] as const,
  directoryRuns: (suite: string) => [...USER_QUERY_KEY, 'config', 'directory-runs', suite] as const,
  directoryRun: (id: number) => [...USER_QUERY_KEY, 'config', 'directory-run', id] as const,
};
