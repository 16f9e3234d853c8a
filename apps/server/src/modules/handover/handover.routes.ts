import { handoverEndpoints } from '@ascent/shared/handover/endpoints';
import { bind } from '../../core/endpoints.ts';
import type { HandoverService } from './handover.service.ts';

export function handoverRoutes(service: HandoverService) {
  return bind(handoverEndpoints, {
    // spec s.7 study/me/createauth: administrators only (ret 7 otherwise).
    'POST /api/study/me/createauth': ({ actor }) => service.createCode(actor),
    // The admin site's side: the code is the credential, so no token is asked for.
    'POST /api/manage/handover': ({ body, ip, req }) =>
      service.redeem(body.code, { ip, userAgent: req.headers['user-agent'] ?? '' }),
  });
}
