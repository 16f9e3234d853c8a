import { licenceEndpoints } from '@ascent/shared/licence/endpoints';
import { bind } from '../../core/endpoints.ts';
import { createLicenceService, type LicenceConfig } from './licence.service.ts';

/** The platform's licence and the server's clock (spec s.7 `study/licence`, `study/now`). */
export function createLicenceModule(deps: {
  config: LicenceConfig;
  countActive: () => Promise<number>;
}) {
  const service = createLicenceService(deps);
  const routes = bind(licenceEndpoints, {
    'GET /api/study/licence': () => service.state(),
    'GET /api/study/now': async () => ({ now: Date.now() }),
  });
  return { service, routes };
}
