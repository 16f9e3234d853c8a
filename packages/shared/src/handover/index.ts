import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
export * from './handover-url.ts';

/** POST /api/study/me/createauth (spec s.7), for those the admin site opens for (canManage). */
export const ZCreateAuthResponse = z.object({ code: z.string() });
export type TCreateAuthResponse = z.infer<typeof ZCreateAuthResponse>;

/** POST /api/manage/handover: the same reply as manage/accountLogin (TLoginResponse). */
export const ZHandoverRequest = z.object({
  code: z
    .string({ error: messageRef('handover.invalid') })
    .trim()
    .min(1, { error: messageRef('handover.invalid') })
    .max(128, { error: messageRef('handover.invalid') }),
});
export type THandoverRequest = z.infer<typeof ZHandoverRequest>;
