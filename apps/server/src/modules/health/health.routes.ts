import { sql } from 'drizzle-orm';
import { healthEndpoints } from '@ascent/shared/health/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { Database } from '../../db/client.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';

/** GET /api/health: plain liveness for operators (decisions.md s.1), no login. */
export function healthRoutes(deps: { database: Database; state: SharedState }) {
  return bind(healthEndpoints, {
    'GET /api/health': async ({ req, reply }) => {
      const kinds = { database: deps.database.kind, state: deps.state.kind };
      try {
        await deps.database.db.execute(sql`select 1`);
        await deps.state.get('health');
        return reply.send({ status: 'ok', ...kinds });
      } catch (err) {
        req.log.error({ err }, 'health check failed');
        return reply.status(503).send({ status: 'unavailable', ...kinds });
      }
    },
  });
}
