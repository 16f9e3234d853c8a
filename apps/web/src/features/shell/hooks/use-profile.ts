import { useUserQuery } from '@ascent/client/app';
import { queryKeys } from '../../../app/query-keys.ts';
import { services } from '../../../app/services.ts';
import { fetchProfile } from '../api/shell-api.ts';

/** The profile's query (the hook's, and the shell's first data). */
export const profileQuery = { queryKey: queryKeys.profile, queryFn: fetchProfile };

/** The signed-in user's profile (study/me/profile). */
export function useProfile() {
  return useUserQuery(services, profileQuery);
}
