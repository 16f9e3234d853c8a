import { useUserQuery } from '@ascent/client/app';
import { queryKeys } from '../../../app/query-keys.ts';
import { services } from '../../../app/services.ts';
import { fetchProfile } from '../api/shell-api.ts';

/** The signed-in user's profile (study/me/profile). */
export function useProfile() {
  return useUserQuery(services, { queryKey: queryKeys.profile, queryFn: fetchProfile });
}
