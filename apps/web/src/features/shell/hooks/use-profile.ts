import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.ts';
import { useSession } from '../../../app/services.ts';
import { fetchProfile } from '../api/shell-api.ts';

/** The signed-in user's profile (study/me/profile). */
export function useProfile() {
  const signedIn = useSession((s) => s.token !== '');
  return useQuery({ queryKey: queryKeys.profile, queryFn: fetchProfile, enabled: signedIn });
}
