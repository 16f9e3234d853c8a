import { useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TAdminMenuList } from '@ascent/shared/config';
import { services } from '../../../app/services.ts';
import { fetchMenus, fetchSites } from '../api/menus-api.ts';

export const menuKeys = {
  all: [...USER_QUERY_KEY, 'menus'] as const,
  scope: (websiteId: number | null) =>
    [...USER_QUERY_KEY, 'menus', websiteId ?? 'company'] as const,
  sites: [...USER_QUERY_KEY, 'menus', 'sites'] as const,
};

/** The entries of one scope: the company-wide menus (null) or a website's own. */
export function useMenus(websiteId: number | null) {
  return useUserQuery(services, {
    queryKey: menuKeys.scope(websiteId),
    queryFn: () => fetchMenus(websiteId),
  });
}

export function useSites() {
  return useUserQuery(services, { queryKey: menuKeys.sites, queryFn: fetchSites });
}

/** Puts a fresh list in the cache (answers of reorder, copy, reset) or reloads the scope. */
export function useMenuCache(websiteId: number | null) {
  const client = useQueryClient();
  return {
    set: (list: TAdminMenuList) => client.setQueryData(menuKeys.scope(websiteId), list),
    reload: () => client.invalidateQueries({ queryKey: menuKeys.all }),
  };
}
