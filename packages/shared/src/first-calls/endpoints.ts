import { z } from 'zod';
import { endpoint, endpoints } from '../api/index.ts';
import { messageRef } from '../errors/index.ts';

/** The most calls one batch carries (a landing page makes nine). */
export const FIRST_CALLS_MAX = 12;

const refused = { error: messageRef('common.parameterError') };

/**
 * One call of the batch: a JSON call of the learner API (`/api/study/…`), named by its path
 * under /api/ with its parameters filled in (`study/course/7/detail`), and a POST's body.
 */
export const ZFirstCall = z.strictObject({
  method: z.enum(['GET', 'POST'], refused),
  path: z.string(refused).regex(/^study(\/[\w-]+)+$/, refused),
  body: z.record(z.string(), z.unknown(), refused).optional(),
});
export type TFirstCall = z.infer<typeof ZFirstCall>;

export const ZFirstCallsBody = z.strictObject({
  calls: z.array(ZFirstCall, refused).min(1, refused).max(FIRST_CALLS_MAX, refused),
});

/** Each call's answer, in the batch's order: its HTTP status and its envelope. */
export const ZFirstCallReply = z.object({ status: z.number().int(), envelope: z.unknown() });
export type TFirstCallReply = z.infer<typeof ZFirstCallReply>;

/**
 * POST /api/first-calls: a landing page's first calls in one request (docs/decisions.md,
 * "One request for a landing page's first calls"). Each call is answered as if it had been sent
 * alone, with the batch's session, language and address: its own checks, its own refusals.
 */
export const firstCallEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/first-calls',
    auth: 'user',
    // The calls check this themselves (the shell's are open to such a session).
    beforePasswordChange: true,
    summary:
      "A landing page's first calls (learner JSON calls) in one request: each answered as if sent alone",
    body: ZFirstCallsBody,
    output: z.array(ZFirstCallReply),
  }),
);
