import type { FastifyRequest } from 'fastify';
import { ssoAdminEndpoints, ssoEndpoints } from '@ascent/shared/sso/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { OidcService } from './oidc.service.ts';

/** This site's origin as the browser reached it (TRUST_PROXY decides whose headers count). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export function ssoRoutes(oidc: OidcService) {
  return [
    ...bind(ssoEndpoints, {
      'POST /api/study/OIDCGetAuthUrl': ({ body, req }) => oidc.authUrl(body, originOf(req)),
      'POST /api/study/OIDCCallBack': ({ body, req }) =>
        oidc.callback(body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
          kind: 'study',
        }),
    }),
    ...bind(ssoAdminEndpoints, {
      'POST /api/manage/sso/oidc': ({ actor }) => oidc.settings(actor),
      'POST /api/manage/sso/oidc/update': async ({ actor, ip, body }) =>
        answer(await oidc.saveSettings(actor, ip, body), 'common.modified'),
      'POST /api/manage/sso/oidc/test': async ({ actor }) =>
        answer(await oidc.test(actor), 'common.success'),
    }),
  ];
}
