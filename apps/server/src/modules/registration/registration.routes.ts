import {
  registrationAdminEndpoints,
  registrationEndpoints,
} from '@ascent/shared/registration/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { RegistrationService } from './registration.service.ts';

export function registrationRoutes(service: RegistrationService) {
  return [
    ...bind(registrationEndpoints, {
      'POST /api/study/accountCheck': ({ body, ip }) => service.accountCheck(body.account, ip),
      'POST /api/study/register/individual': async ({ body, ip }) =>
        answer({ account: await service.registerIndividual(body, ip) }, 'registration.done'),
      'POST /api/study/register/enterprise': async ({ body, ip }) =>
        answer({ account: await service.registerEnterprise(body, ip) }, 'registration.done'),
      'POST /api/study/enterprise/search': ({ body, ip }) =>
        service.search(body.keyword, body.site, ip),
      'POST /api/study/register/status': ({ body }) => service.status(body.site),
      'POST /api/study/register/terms': ({ body, locale }) =>
        service.terms(body.kind, body.site, locale),
    }),
    ...bind(registrationAdminEndpoints, {
      'POST /api/manage/registration': ({ actor }) => service.settings(actor),
      'POST /api/manage/registration/update': async ({ actor, body, ip }) =>
        answer(await service.saveSettings(actor, ip, body), 'registration.saved'),
    }),
  ];
}
