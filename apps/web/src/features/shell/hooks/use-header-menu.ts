import { useUserQuery } from '@ascent/client/app';
import { queryKeys } from '../../../app/query-keys.ts';
import { services } from '../../../app/services.ts';
import { fetchHeaderMenu } from '../api/shell-api.ts';

/** The header menu's query (the hook's, and the shell's first data). */
export const headerMenuQuery = { queryKey: queryKeys.headerMenu, queryFn: fetchHeaderMenu };

/** The company's configured main menu (study/home/menu/pc). */
export function useHeaderMenu() {
  return useUserQuery(services, headerMenuQuery);
}
