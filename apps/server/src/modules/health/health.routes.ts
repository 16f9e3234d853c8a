import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';

/** GET /api/health: plain liveness for operators (decisions.md s.1), no login. */
export const healthRoutes: FastifyPluginAsync<{ database: Database; state: SharedState }> = async (
  app,
  opts,
) => {
  app.get('/api/health', { config: { auth: 'public' } }, async (_req, reply) => {
    try {
      await opts.database.db.execute(sql`select 1`);
      await opts.state.get('health');
      return { status: 'ok', database: opts.database.kind, state: opts.state.kind };
    } catch (err) {
      _req.log.error({ err }, 'health check failed');
      return reply
        .status(503)
        .send({ status: 'unavailable', database: opts.database.kind, state: opts.state.kind });
    }
  });
};
