/**
 * The query keys the shared pieces use. Everything under `USER_QUERY_KEY` belongs to the
 * signed-in user and is dropped when the session ends (apps put their own user data under
 * it too); 'public' data (the platform config) does not depend on the user.
 */
export const USER_QUERY_KEY = ['user'] as const;
export const COMPANY_INFO_QUERY_KEY = ['user', 'company-config'] as const;

export function platformConfigQueryKey(site: string) {
  return ['public', 'platform-config', site] as const;
}
