import { z } from 'zod';

/**
 * The platform's licence (spec s.7 `study/licence`, s.8 ret 99; docs/decisions.md "Licence"):
 * the operator's seats and expiry. Seats are the active accounts of the whole installation.
 */
export const ZLicence = z.object({
  /** Every call may be made: not expired and within the seats. */
  valid: z.boolean(),
  /** Why not: `expired` or `seats`; null when valid. */
  reason: z.enum(['expired', 'seats']).nullable(),
  /** The seats the licence allows (0: no limit). */
  seats: z.number().int(),
  /** Active accounts now. */
  used: z.number().int(),
  /** The last day it is good for (YYYY-MM-DD, the operator's); '' when it does not expire. */
  expires: z.string(),
});
export type TLicence = z.infer<typeof ZLicence>;

/** study/now: the server's clock (ms since the epoch), for count-downs that must not trust the device. */
export const ZNow = z.object({ now: z.number().int() });
export type TNow = z.infer<typeof ZNow>;
