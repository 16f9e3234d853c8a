import type { FastifyInstance } from 'fastify';
import type { EndpointDef } from '@ascent/shared/api';
import { ENDPOINTS } from '@ascent/shared/api/endpoints';
import { firstCallEndpoints, type TFirstCall } from '@ascent/shared/first-calls/endpoints';
import { bind } from '../../core/endpoints.ts';
import { fail } from '../../core/errors.ts';

/** The request headers a call of the batch is sent with: the batch's own. */
const CARRIED_HEADERS = ['authorization', 'accept-language', 'cookie', 'user-agent', 'host'];

/**
 * The calls a batch may carry: the learner API's JSON calls (no file, stream or upload, nothing
 * of the admin site's), by method, each as a pattern of its path.
 */
function learnerJsonCalls(): { method: string; pattern: RegExp }[] {
  return Object.values(ENDPOINTS as Record<string, EndpointDef>)
    .filter(
      (def) => def.path.startsWith('/api/study/') && !def.raw && !def.upload && !def.octetStream,
    )
    .map((def) => ({
      method: def.method,
      pattern: new RegExp(`^${def.path.replace(/:\w+/g, '[^/]+')}$`),
    }));
}

/**
 * POST /api/first-calls: a landing page's first calls in one request (first-call.ts in
 * @ascent/client). Each call goes through the app as a request of its own (`inject`), with the
 * batch's session, language and address, so its checks, refusals and answer are exactly what it
 * would have met sent alone; the calls run side by side and answer in the batch's order.
 */
export function firstCallsRoutes(deps: { app: FastifyInstance }) {
  const allowed = learnerJsonCalls();
  const isAllowed = (call: TFirstCall) =>
    allowed.some((a) => a.method === call.method && a.pattern.test(`/api/${call.path}`));
  return bind(firstCallEndpoints, {
    'POST /api/first-calls': async ({ body, req }) => {
      // All or nothing: a batch naming a call it may not carry is refused whole.
      if (!body.calls.every(isAllowed)) throw fail('common.parameterError');
      const headers: Record<string, string> = {};
      for (const name of CARRIED_HEADERS) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      return Promise.all(
        body.calls.map(async (call) => {
          const post = call.method === 'POST';
          const reply = await deps.app.inject({
            method: call.method,
            url: `/api/${call.path}`,
            headers: post ? { ...headers, 'content-type': 'application/json' } : headers,
            payload: post ? JSON.stringify(call.body ?? {}) : undefined,
            remoteAddress: req.ip,
          });
          return { status: reply.statusCode, envelope: reply.json<unknown>() };
        }),
      );
    },
  });
}
