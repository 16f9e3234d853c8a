import { endpoint, endpoints } from '../api/index.ts';

/** GET /api/health: plain liveness for operators (decisions.md s.1), no login. */
export const healthEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Liveness for operators: the database and the shared state answer',
    raw: {
      // Plain JSON, not the envelope (the exact header Fastify sends with it).
      contentType: 'application/json; charset=utf-8',
      description:
        '{status, database, state}: status "ok" (200) or "unavailable" (503), with the kinds of database and shared state in use',
    },
  }),
);
