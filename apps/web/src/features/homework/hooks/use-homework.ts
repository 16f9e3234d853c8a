import { keepPreviousData } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TMyHomeworkQuery, TVettingQuery } from '@ascent/shared/homework';
import { services } from '../../../app/services.ts';
import {
  fetchHomework,
  fetchMyHomework,
  fetchVetting,
  fetchVettingList,
} from '../api/homework-api.ts';

export const HOMEWORK_KEY = [...USER_QUERY_KEY, 'homework'] as const;
export const VETTING_KEY = [...USER_QUERY_KEY, 'homework-vetting'] as const;

export function useMyHomework(q: TMyHomeworkQuery) {
  return useUserQuery(services, {
    queryKey: [...HOMEWORK_KEY, 'mine', q],
    queryFn: () => fetchMyHomework(q),
    placeholderData: keepPreviousData,
  });
}

export function useHomework(id: number) {
  return useUserQuery(services, {
    queryKey: [...HOMEWORK_KEY, 'detail', id],
    queryFn: () => fetchHomework(id),
    staleTime: 0,
  });
}

export function useVettingList(q: TVettingQuery) {
  return useUserQuery(services, {
    queryKey: [...VETTING_KEY, 'list', q],
    queryFn: () => fetchVettingList(q),
    placeholderData: keepPreviousData,
  });
}

export function useVetting(id: number) {
  return useUserQuery(services, {
    queryKey: [...VETTING_KEY, 'detail', id],
    queryFn: () => fetchVetting(id),
    staleTime: 0,
  });
}
