import { signupEndpoints } from '@ascent/shared/signup/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { SignupService } from './signup.service.ts';

/** The learner's sign-ups (/signup, /signup/detail) and the approvers' reads (spec s.7 "Audit"). */
export function signupRoutes(service: SignupService) {
  return bind(signupEndpoints, {
    'POST /api/study/signup/list': ({ actor, body }) => service.list(actor, body),
    'GET /api/study/signup/:id/detail': ({ actor, params }) => service.detail(actor, params.id),
    'POST /api/study/signup/submit': async ({ actor, body }) => {
      const result = await service.submit(actor, body);
      return answer(result, result.state === 'reviewing' ? 'signup.pending' : 'signup.submitted');
    },
    'POST /api/study/signup/cancel': async ({ actor, body }) => {
      await service.cancel(actor, body.signupId);
      return answer(null, 'signup.cancelled');
    },
    'POST /api/study/signup/room/slots': ({ actor, body }) => service.roomSlots(actor, body),
    // Spec s.7 "Audit": what approvers of a sign-up receipt open.
    'GET /api/study/material/:id/detail': ({ actor, params, locale }) =>
      service.materialDetail(actor, params.id, locale),
    'GET /api/study/course/:id/detail/simple': ({ actor, params }) =>
      service.courseSimpleDetail(actor, params.id),
    'GET /api/study/MeetingReservationDetail': ({ actor, query, locale }) =>
      service.reservationDetail(actor, query.id, locale),
  });
}
