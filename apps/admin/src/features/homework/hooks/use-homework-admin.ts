import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@ascent/client/app';
import type { SubmissionStatus } from '@ascent/shared/homework';
import {
  fetchDepartments,
  fetchHomework,
  fetchPositions,
  fetchSubmission,
  fetchSubmissions,
  searchPeople,
} from '../api/homework-api.ts';

export const HOMEWORK_KEY = [...USER_QUERY_KEY, 'homework-admin'] as const;
export const HOMEWORK_LIST_KEY = [...HOMEWORK_KEY, 'list'] as const;

export function useHomeworkItem(id: number | null) {
  return useQuery({
    queryKey: [...HOMEWORK_KEY, 'item', id],
    queryFn: () => fetchHomework(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useSubmissions(q: {
  homeworkId: number;
  status?: SubmissionStatus;
  page: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: [...HOMEWORK_KEY, 'submissions', q],
    queryFn: () => fetchSubmissions(q),
    placeholderData: keepPreviousData,
  });
}

export function useSubmission(id: number) {
  return useQuery({
    queryKey: [...HOMEWORK_KEY, 'submission', id],
    queryFn: () => fetchSubmission(id),
    staleTime: 0,
  });
}

export function useAudienceChoices() {
  const departments = useQuery({
    queryKey: [...HOMEWORK_KEY, 'departments'],
    queryFn: fetchDepartments,
  });
  const positions = useQuery({ queryKey: [...HOMEWORK_KEY, 'positions'], queryFn: fetchPositions });
  return { departments, positions };
}

export function usePeopleSearch(keyword: string) {
  return useQuery({
    queryKey: [...HOMEWORK_KEY, 'people', keyword],
    queryFn: () => searchPeople(keyword),
    placeholderData: keepPreviousData,
  });
}
