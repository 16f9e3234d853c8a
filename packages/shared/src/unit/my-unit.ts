import { z } from 'zod';

/** One of the caller's units, as userInfo carries it (study/me/profile `units`). */
export const ZMyUnit = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The caller manages the unit. */
  manager: z.boolean(),
  /** The session's current unit (the only unit is current without a switch). */
  current: z.boolean(),
});
export type TMyUnit = z.infer<typeof ZMyUnit>;
