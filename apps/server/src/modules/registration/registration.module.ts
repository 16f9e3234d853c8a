import { createRegistrationRepository } from './registration.repository.ts';
import { registrationRoutes } from './registration.routes.ts';
import { createRegistrationService, type RegistrationDeps } from './registration.service.ts';

/** Self-registration of people and enterprises, and the admin's registration settings. */
export function createRegistrationModule(deps: Omit<RegistrationDeps, 'registrations'>) {
  const service = createRegistrationService({
    ...deps,
    registrations: createRegistrationRepository(deps.db),
  });
  return { service, routes: registrationRoutes(service) };
}
