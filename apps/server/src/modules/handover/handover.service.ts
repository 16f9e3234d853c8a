import crypto from 'node:crypto';
import type { TLoginResponse } from '@ascent/shared/auth';
import type { TCreateAuthResponse } from '@ascent/shared/handover';
import { MESSAGE_LIMITS } from '@ascent/shared/message';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { AuthService } from '../auth/auth.service.ts';

const codeKey = (code: string) => `handover:${code}`;
export const HANDOVER_SECONDS = MESSAGE_LIMITS.ticketSeconds;

/**
 * The learner site -> admin site hand-over (issue 3). An administrator signed in on the learner
 * site gets a single-use code that lives 60 s in shared state; the admin site trades it for a
 * new admin session (the auth module opens it). No token ever travels in a URL.
 */
export function createHandoverService(deps: {
  state: SharedState;
  auth: Pick<AuthService, 'openProvenSession'>;
}) {
  const { state, auth } = deps;
  return {
    async createCode(actor: Actor): Promise<TCreateAuthResponse> {
      const code = crypto.randomBytes(32).toString('base64url');
      await state.set(codeKey(code), String(actor.userId), HANDOVER_SECONDS);
      return { code };
    },

    /** Unknown, used or expired code: ret 1 (the admin site shows its login page). */
    async redeem(code: string, ctx: { ip: string; userAgent: string }): Promise<TLoginResponse> {
      const userId = Number(await state.take(codeKey(code)));
      if (!userId) throw fail('handover.invalid');
      return auth.openProvenSession(userId, { ...ctx, kind: 'admin' }, 'handover');
    },
  };
}
export type HandoverService = ReturnType<typeof createHandoverService>;
