import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { runWithReadRoute, type ReadRoute } from '../db/reader.ts';
import type { SharedState } from '../infra/state/shared-state.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this request's reports and lists read (db/reader.ts); null: the primary. */
    readRoute: ReadRoute | null;
  }
}

/** The shared-state key that holds a person's read-your-writes window. */
export const wroteKey = (userId: number) => `read-your-writes:${userId}`;

/**
 * Read-your-writes over a read replica (docs/decisions.md "Read replica"). Once per signed-in
 * request, after the auth hook: the reader serves it from the replica when the lag guard allows
 * and the caller has not written within the window (a key in the shared state, so every process
 * agrees); else from the primary. A request that wrote opens its caller's window before its
 * reply leaves, so the caller's next call, on any process, already sees the write. Nothing is
 * registered without a replica.
 */
export function registerReadYourWrites(
  app: FastifyInstance,
  deps: { database: Database; state: SharedState; windowMs: number },
) {
  if (!deps.database.hasReplica) return;
  app.log.info(
    `Read replica: reports and long lists read DATABASE_READ_URL; a writer reads the primary for ${deps.windowMs} ms`,
  );
  app.decorateRequest('readRoute', null);
  app.addHook('preHandler', (request, _reply, done) => {
    const actor = request.actor;
    if (!actor) return done();
    // Shared state out of reach: the primary, which is never stale.
    const decide = deps.database.replicaUsable()
      ? deps.state.get(wroteKey(actor.userId)).then(
          (wrote) => wrote === null,
          () => false,
        )
      : Promise.resolve(false);
    void decide.then((replica) => {
      const route: ReadRoute = { replica, wrote: false };
      request.readRoute = route;
      // The handler (and all it awaits) runs inside: the reader and the write tracking see it.
      runWithReadRoute(route, () => done());
    });
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const actor = request.actor;
    if (actor && request.readRoute?.wrote) {
      try {
        await deps.state.set(wroteKey(actor.userId), '1', deps.windowMs / 1000);
      } catch (err) {
        // The write is done; the caller may read a lagging list once, which is all it costs.
        request.log.warn({ err }, 'read-your-writes window not recorded');
      }
    }
    return payload;
  });
}
