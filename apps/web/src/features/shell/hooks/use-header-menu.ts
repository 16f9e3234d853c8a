import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../app/query-keys.ts';
import { useSession } from '../../../app/services.ts';
import { fetchHeaderMenu } from '../api/shell-api.ts';

/** The company's configured main menu (study/home/menu/pc). */
export function useHeaderMenu() {
  const signedIn = useSession((s) => s.token !== '');
  return useQuery({ queryKey: queryKeys.headerMenu, queryFn: fetchHeaderMenu, enabled: signedIn });
}
