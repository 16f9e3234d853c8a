import { useUserQuery } from '@ascent/client/app';
import { queryKeys } from '../../../app/query-keys.ts';
import { services } from '../../../app/services.ts';
import { fetchHeaderMenu } from '../api/shell-api.ts';

/** The company's configured main menu (study/home/menu/pc). */
export function useHeaderMenu() {
  return useUserQuery(services, { queryKey: queryKeys.headerMenu, queryFn: fetchHeaderMenu });
}
