import type { TSignupListQuery, TSignupSubmit } from '@ascent/shared/signup';
import { api } from '../../../app/services.ts';

/** The learner's sign-up calls (/api/study/signup/*). */
export function fetchSignups(q: TSignupListQuery) {
  return api.call('POST /api/study/signup/list', q);
}

export function fetchSignup(id: number) {
  return api.call('GET /api/study/signup/:id/detail', { id });
}

// The page shows the server's refusal itself.
export function submitSignup(body: TSignupSubmit) {
  return api.call('POST /api/study/signup/submit', body, { silent: true });
}

export function cancelSignup(signupId: number) {
  return api.call('POST /api/study/signup/cancel', { signupId }, { silent: true });
}

export function fetchRoomSlots(q: { signupId: number; roomId: number; from: string; to: string }) {
  return api.call('POST /api/study/signup/room/slots', q);
}
