import { z } from 'zod';
import { messageRef } from '../errors/index.ts';

/**
 * The learner site -> admin site hand-over (issue 3): an administrator signed in on the learner
 * site asks for a single-use code (60 s) and opens /manage/handover?code=...; the admin site
 * trades the code for a new admin session. The code is dead once used or expired.
 */
export const HANDOVER_PATH = '/manage/handover';

/** POST /api/study/me/createauth (spec s.7), administrators only. */
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

/** The admin site's hand-over URL, carrying where to go afterwards when it is not the dashboard. */
export function handoverUrl(code: string, redirect?: string | null): string {
  const q = `code=${encodeURIComponent(code)}`;
  return `${HANDOVER_PATH}?${q}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
}
