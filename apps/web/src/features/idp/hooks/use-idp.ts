import { keepPreviousData } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TIdpListQuery } from '@ascent/shared/idp';
import { services } from '../../../app/services.ts';
import { fetchIdp, fetchIdpList } from '../api/idp-api.ts';

export const IDP_KEY = [...USER_QUERY_KEY, 'idp'] as const;

export function useIdpList(q: TIdpListQuery) {
  return useUserQuery(services, {
    queryKey: [...IDP_KEY, 'list', q],
    queryFn: () => fetchIdpList(q),
    placeholderData: keepPreviousData,
  });
}

export function useIdp(id: number) {
  return useUserQuery(services, {
    queryKey: [...IDP_KEY, 'detail', id],
    queryFn: () => fetchIdp(id),
    staleTime: 0,
  });
}
