import { keepPreviousData } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TMyHomeworkQuery, TReviewQuery } from '@ascent/shared/homework';
import { services } from '../../../app/services.ts';
import {
  fetchHomework,
  fetchMyHomework,
  fetchReview,
  fetchReviewList,
} from '../api/homework-api.ts';

export const HOMEWORK_KEY = [...USER_QUERY_KEY, 'homework'] as const;
export const REVIEW_KEY = [...USER_QUERY_KEY, 'homework-review'] as const;

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

export function useReviewList(q: TReviewQuery) {
  return useUserQuery(services, {
    queryKey: [...REVIEW_KEY, 'list', q],
    queryFn: () => fetchReviewList(q),
    placeholderData: keepPreviousData,
  });
}

export function useReview(id: number) {
  return useUserQuery(services, {
    queryKey: [...REVIEW_KEY, 'detail', id],
    queryFn: () => fetchReview(id),
    staleTime: 0,
  });
}
