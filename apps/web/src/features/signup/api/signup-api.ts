import type { TPage } from '@ascent/shared/admin';
import type {
  TRoomSlot,
  TSignupDetail,
  TSignupListQuery,
  TSignupRow,
  TSignupSubmit,
  TSignupSubmitResult,
} from '@ascent/shared/signup';
import { api } from '../../../app/services.ts';

/** The learner's sign-up calls (/api/study/signup/*). */
export function fetchSignups(q: TSignupListQuery): Promise<TPage<TSignupRow>> {
  return api.post<TPage<TSignupRow>>('study/signup/list', q);
}

export function fetchSignup(id: number): Promise<TSignupDetail> {
  return api.get<TSignupDetail>(`study/signup/${id}/detail`);
}

// The page shows the server's refusal itself.
export function submitSignup(body: TSignupSubmit): Promise<TSignupSubmitResult> {
  return api.post<TSignupSubmitResult>('study/signup/submit', body, { silent: true });
}

export function cancelSignup(signupId: number): Promise<null> {
  return api.post<null>('study/signup/cancel', { signupId }, { silent: true });
}

export function fetchRoomSlots(q: {
  signupId: number;
  roomId: number;
  from: string;
  to: string;
}): Promise<TRoomSlot[]> {
  return api.post<TRoomSlot[]>('study/signup/room/slots', q);
}
