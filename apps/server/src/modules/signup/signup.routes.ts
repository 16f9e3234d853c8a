import type { FastifyPluginAsync } from 'fastify';
import { translate } from '@ascent/shared/errors';
import { ZIdParam } from '@ascent/shared/admin';
import {
  ZMeetingReservationQuery,
  ZRoomSlotsQuery,
  ZSignupCancel,
  ZSignupListQuery,
  ZSignupSubmit,
} from '@ascent/shared/signup';
import { ok } from '../../core/envelope.ts';
import { requireActor } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { SignupService } from './signup.service.ts';

/** The learner's sign-ups (/signup, /signup/detail) and the approvers' reads (spec s.7 "Audit"). */
export function signupRoutes(service: SignupService): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/study/signup/list', async (req) => {
      const q = parseInput(ZSignupListQuery, req.body);
      return ok(await service.list(requireActor(req.actor), q));
    });
    app.get('/api/study/signup/:id/detail', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await service.detail(requireActor(req.actor), id));
    });
    app.post('/api/study/signup/submit', async (req) => {
      const body = parseInput(ZSignupSubmit, req.body);
      const result = await service.submit(requireActor(req.actor), body);
      const msg = result.state === 'reviewing' ? 'signup.pending' : 'signup.submitted';
      return ok(result, translate(msg, req.locale));
    });
    app.post('/api/study/signup/cancel', async (req) => {
      const { signupId } = parseInput(ZSignupCancel, req.body);
      await service.cancel(requireActor(req.actor), signupId);
      return ok(null, translate('signup.cancelled', req.locale));
    });
    app.post('/api/study/signup/room/slots', async (req) => {
      const q = parseInput(ZRoomSlotsQuery, req.body);
      return ok(await service.roomSlots(requireActor(req.actor), q));
    });
    // Spec s.7 "Audit": what approvers of a sign-up receipt open.
    app.get('/api/study/material/:id/detail', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await service.materialDetail(requireActor(req.actor), id, req.locale));
    });
    app.get('/api/study/course/:id/detail/simple', async (req) => {
      const { id } = parseInput(ZIdParam, req.params);
      return ok(await service.courseSimpleDetail(requireActor(req.actor), id));
    });
    app.get('/api/study/MeetingReservationDetail', async (req) => {
      const { id } = parseInput(ZMeetingReservationQuery, req.query);
      return ok(await service.reservationDetail(requireActor(req.actor), id, req.locale));
    });
  };
}
