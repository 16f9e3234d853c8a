import type { TLicence } from '@ascent/shared/licence';
import { RET } from '@ascent/shared/errors';
import { AppError } from '../../core/errors.ts';
import { createTtlCache } from '../../core/ttl-cache.ts';

/** The operator's licence (config.ts: LICENCE_SEATS, LICENCE_EXPIRES). */
export interface LicenceConfig {
  /** Active accounts allowed across the installation; 0: no limit. */
  seats: number;
  /** The last day it is good for, YYYY-MM-DD (to its end in China Standard Time); '': none. */
  expires: string;
}

/** How long a process reuses its count of active accounts. */
const COUNT_MS = 60_000;

/**
 * The platform's licence (spec s.7 `study/licence`, s.8 ret 99; docs/decisions.md "Licence"):
 * past its last day, or with more active accounts than its seats, every signed-in call answers
 * ret 99 with the reason, and the sites send everyone to /licence.
 */
export function createLicenceService(deps: {
  config: LicenceConfig;
  /** Active accounts across the installation (user module). */
  countActive: () => Promise<number>;
}) {
  const { seats, expires } = deps.config;
  const endsAt = expires ? new Date(`${expires}T23:59:59.999+08:00`).getTime() : Infinity;
  const counts = createTtlCache<'active', number>(COUNT_MS, 1);
  const activeAccounts = () => counts.get('active', deps.countActive);

  async function state(now = Date.now()): Promise<TLicence> {
    const used = seats > 0 ? await activeAccounts() : 0;
    const reason = now > endsAt ? 'expired' : seats > 0 && used > seats ? 'seats' : null;
    return { valid: reason === null, reason, seats, used, expires };
  }

  return {
    state,
    /** Refuses with ret 99 and the reason when the licence does not allow the call. */
    async require(): Promise<void> {
      if (seats === 0 && endsAt === Infinity) return;
      const s = await state();
      if (s.reason === 'expired')
        throw new AppError(RET.LICENCE, 'licence.expired', { date: expires });
      if (s.reason === 'seats')
        throw new AppError(RET.LICENCE, 'licence.seats', { used: s.used, seats });
    },
  };
}
export type LicenceService = ReturnType<typeof createLicenceService>;
