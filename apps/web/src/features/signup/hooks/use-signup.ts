import { keepPreviousData } from '@tanstack/react-query';
import { USER_QUERY_KEY, useUserQuery } from '@ascent/client/app';
import type { TSignupListQuery } from '@ascent/shared/signup';
import { services } from '../../../app/services.ts';
import { fetchRoomSlots, fetchSignup, fetchSignups } from '../api/signup-api.ts';

export const SIGNUP_KEY = [...USER_QUERY_KEY, 'signup'] as const;

export function useSignups(q: TSignupListQuery) {
  return useUserQuery(services, {
    queryKey: [...SIGNUP_KEY, 'list', q],
    queryFn: () => fetchSignups(q),
    placeholderData: keepPreviousData,
  });
}

export function useSignup(id: number) {
  return useUserQuery(services, {
    queryKey: [...SIGNUP_KEY, 'detail', id],
    queryFn: () => fetchSignup(id),
    staleTime: 0,
  });
}

/** A room's held slots on one day (empty while no room or day is chosen). */
export function useRoomSlots(
  signupId: number,
  roomId: number | null,
  day: { from: string; to: string } | null,
) {
  return useUserQuery(services, {
    queryKey: [...SIGNUP_KEY, 'slots', signupId, roomId, day?.from],
    queryFn: () =>
      roomId && day
        ? fetchRoomSlots({ signupId, roomId, from: day.from, to: day.to })
        : Promise.resolve([]),
  });
}
