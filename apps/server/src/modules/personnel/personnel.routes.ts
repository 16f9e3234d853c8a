import { personnelEndpoints } from '@ascent/shared/config/endpoints';
import type { Locale } from '@ascent/shared/i18n';
import type { TEditIsInformationRequest } from '@ascent/shared/profile';
import type { Actor } from '../../core/context.ts';
import { answer, bind } from '../../core/endpoints.ts';
import type { PersonnelService } from './personnel.service.ts';

export function personnelRoutes(service: PersonnelService) {
  // V1 and V2 take the same body (fields map plus built-in keys).
  const submit = async (ctx: { actor: Actor; locale: Locale; body: TEditIsInformationRequest }) =>
    answer(await service.submit(ctx.actor, ctx.locale, ctx.body), 'profile.infoSubmitted');

  return bind(personnelEndpoints, {
    'GET /api/study/me/IsInformation': ({ actor, locale }) => service.info(actor, locale),
    // Spec s.7 "Audit": what approvers of a personnel-information receipt open.
    'GET /api/study/InformationDetail': ({ actor, query, locale }) =>
      service.informationDetail(actor, query.id, locale),
    'GET /api/study/me/:platform/customer': ({ actor, params, locale }) =>
      service.customer(actor, params.platform, locale),
    'GET /api/study/me/customer/field/:id/list': ({ actor, params, query, locale }) =>
      service.fieldOptions(actor, params.id, query, locale),
    'POST /api/study/me/EditIsInformation': submit,
    'POST /api/study/me/EditIsInformationV2': submit,
  });
}
