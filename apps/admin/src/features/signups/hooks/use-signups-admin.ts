import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@ascent/client/app';
import {
  fetchDepartments,
  fetchPeople,
  fetchRoomPage,
  fetchSignup,
  searchTargets,
  type PeopleQuery,
} from '../api/signups-api.ts';

export const SIGNUPS_KEY = [...USER_QUERY_KEY, 'signups-admin'] as const;
export const SIGNUP_LIST_KEY = [...SIGNUPS_KEY, 'list'] as const;
export const ROOM_LIST_KEY = [...SIGNUPS_KEY, 'rooms'] as const;

export function useSignupItem(id: number | null) {
  return useQuery({
    queryKey: [...SIGNUPS_KEY, 'item', id],
    queryFn: () => fetchSignup(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useSignupPeople(q: PeopleQuery) {
  return useQuery({
    queryKey: [...SIGNUPS_KEY, 'people', q],
    queryFn: () => fetchPeople(q),
    placeholderData: keepPreviousData,
  });
}

/** Every room of the company (the editor's choice for kind 4). */
export function useAllRooms() {
  return useQuery({
    queryKey: [...ROOM_LIST_KEY, 'all'],
    queryFn: () => fetchRoomPage({ page: 1, pageSize: 200 }),
  });
}

export function useDepartments() {
  return useQuery({ queryKey: [...SIGNUPS_KEY, 'departments'], queryFn: fetchDepartments });
}

export function useTargetOptions(kind: 'programme' | 'course' | null, keyword: string) {
  return useQuery({
    queryKey: [...SIGNUPS_KEY, 'targets', kind, keyword],
    queryFn: () => searchTargets(kind!, keyword),
    enabled: kind !== null,
    placeholderData: keepPreviousData,
  });
}
