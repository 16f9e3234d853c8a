import type { SharedState } from '../../infra/state/shared-state.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createHandoverService } from './handover.service.ts';
import { handoverRoutes } from './handover.routes.ts';

/** The one-time hand-over from the learner site to the admin site (no tables of its own). */
export function createHandoverModule(deps: {
  state: SharedState;
  auth: Pick<AuthService, 'openProvenSession'>;
}) {
  const service = createHandoverService(deps);
  return { service, routes: handoverRoutes(service) };
}
