import { TRANSFER, type TLoginResponse, type TTransferTicket } from '@ascent/shared/auth';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { AuthService, LoginContext } from './auth.service.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * Login transfer (spec s.2 router guard `tgtn`, s.7 `switchAuth`; docs/decisions.md "Login
 * transfer"): a signed-in person asks for a ticket (256 random bits, kept in shared state under
 * its SHA-256 for TRANSFER.seconds), opens another site of the company with `?tgtn=…`, and that
 * site trades it once for a new session of the same person, with the rules of a password login.
 * No token travels in a URL: the ticket is dead once traded or a minute old.
 */
export function createTransfer(deps: {
  state: SharedState;
  auth: Pick<AuthService, 'openProvenSession'>;
}) {
  const key = (tgtn: string) => `transfer:${hashToken(tgtn)}`;
  return {
    async create(actor: Actor): Promise<TTransferTicket> {
      const tgtn = newToken();
      // The expiry is kept with it too: shared state's TTL is the store's clock, this is ours.
      const expiresAt = Date.now() + TRANSFER.seconds * 1000;
      await deps.state.set(key(tgtn), `${actor.userId}:${expiresAt}`, TRANSFER.seconds);
      return { tgtn, expiresIn: TRANSFER.seconds };
    },

    /** Unknown, used or expired: 'This sign-in link is no longer valid'. */
    async redeem(tgtn: string, ctx: LoginContext): Promise<TLoginResponse> {
      const [userId, expiresAt] = (await deps.state.take(key(tgtn)))?.split(':').map(Number) ?? [];
      if (!userId || !expiresAt || Date.now() >= expiresAt) throw fail('signOn.transferInvalid');
      return deps.auth.openProvenSession(userId, ctx, 'transfer');
    },
  };
}
export type Transfer = ReturnType<typeof createTransfer>;
