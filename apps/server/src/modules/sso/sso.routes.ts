import type { FastifyRequest } from 'fastify';
import {
  htsyEndpoints,
  iamAdminEndpoints,
  iamEndpoints,
  partnerAdminEndpoints,
  partnerEndpoints,
  ssoAdminEndpoints,
  ssoEndpoints,
  feishuStoreEndpoints,
  suiteAdminEndpoints,
  suiteEndpoints,
  wxworkInstallEndpoints,
} from '@ascent/shared/sso/endpoints';
import { HTSY_LANDINGS } from '@ascent/shared/sso/paths';
import { answer, bind, rawBodyOf } from '../../core/endpoints.ts';
import type { LoginContext } from '../auth/auth.service.ts';
import type { IamService } from './iam.service.ts';
import type { InstallService } from './install.service.ts';
import type { OidcService } from './oidc.service.ts';
import type { PartnerService } from './partner.service.ts';
import type { SuiteService } from './suite.service.ts';

/** This site's origin as the browser reached it (TRUST_PROXY decides whose headers count). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** The learner site's sign-in as the session records it. */
const studyLogin = (req: FastifyRequest): LoginContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? '',
  kind: 'study',
});

export function ssoRoutes(
  oidc: OidcService,
  suites: SuiteService,
  partner: PartnerService,
  iam: IamService,
  install: InstallService,
) {
  return [
    ...bind(ssoEndpoints, {
      'POST /api/study/OIDCGetAuthUrl': ({ body, req }) => oidc.authUrl(body, originOf(req)),
      'POST /api/study/OIDCCallBack': ({ body, req }) => oidc.callback(body, studyLogin(req)),
      'POST /api/study/signOn/logoutUrl': ({ actor, req }) => oidc.logoutUrl(actor, originOf(req)),
    }),
    ...bind(ssoAdminEndpoints, {
      'POST /api/manage/sso/oidc': ({ actor }) => oidc.settings(actor),
      'POST /api/manage/sso/oidc/update': async ({ actor, ip, body }) =>
        answer(await oidc.saveSettings(actor, ip, body), 'common.modified'),
      'POST /api/manage/sso/oidc/test': async ({ actor }) =>
        answer(await oidc.test(actor), 'common.success'),
    }),
    ...bind(suiteEndpoints, {
      'POST /api/study/signOn/authUrl': ({ body, req }) => suites.authUrl(body, originOf(req)),
      'POST /api/study/wxworkPCLogin': ({ body, req }) =>
        suites.login('wxwork', 'pc', body, studyLogin(req)),
      'POST /api/study/wxworkH5Login': ({ body, req }) =>
        suites.login('wxwork', 'h5', body, studyLogin(req)),
      'POST /api/study/dingtalkPCLogin': ({ body, req }) =>
        suites.login('dingtalk', 'pc', body, studyLogin(req)),
      'POST /api/study/dingtalkH5Login': ({ body, req }) =>
        suites.inAppLogin('dingtalk', body, studyLogin(req)),
      'POST /api/study/feishuPCLogin': ({ body, req }) =>
        suites.login('feishu', 'pc', body, studyLogin(req)),
      'POST /api/study/feishuBuildPCLogin': ({ body, req }) =>
        suites.inAppLogin('feishu', body, studyLogin(req)),
      'POST /api/study/weixinH5Login': ({ body, req }) => suites.weixinLogin(body, studyLogin(req)),
      'POST /api/study/me/bindweixin': async ({ actor, body }) => {
        await suites.bindWeixin(actor, body.ticket);
        return answer(null, 'common.success');
      },
      'POST /api/study/customer/wxwork/config': ({ body, req }) =>
        suites.wxworkJsConfig(body, originOf(req)),
    }),
    ...bind(wxworkInstallEndpoints, {
      'POST /api/study/wxworkInstallApp': async ({ body, req }) => {
        const result = await install.install(body, originOf(req), studyLogin(req));
        return result.installed ? answer(result, 'signOn.installed') : result;
      },
      'GET /api/study/wxwork/suite/callback': async ({ query, reply }) =>
        reply.type('text/plain; charset=utf-8').send(install.verifyCallback(query)),
      'POST /api/study/wxwork/suite/callback': async ({ query, req, reply }) => {
        await install.receive(query, req.body);
        return reply.type('text/plain; charset=utf-8').send('success');
      },
    }),
    ...bind(feishuStoreEndpoints, {
      'POST /api/study/feishu/store/callback': async ({ body, req, reply }) =>
        reply
          .type('application/json; charset=utf-8')
          .send(await suites.feishuStoreCallback(rawBodyOf(req), body.encrypt, req.headers)),
    }),
    ...bind(suiteAdminEndpoints, {
      'POST /api/manage/sso/suites': ({ actor }) => suites.settingsList(actor),
      'POST /api/manage/sso/suite/update': async ({ actor, ip, body }) =>
        answer(await suites.saveSettings(actor, ip, body), 'common.modified'),
      'POST /api/manage/sso/suite/test': async ({ actor, body }) =>
        answer(await suites.test(actor, body.kind), 'common.success'),
    }),
    ...bind(partnerEndpoints, {
      'POST /api/study/ssoPCLogin': ({ body, req }) => partner.loginV1(body, studyLogin(req)),
      'POST /api/study/ssoPCLoginV2': ({ body, req }) => partner.loginV2(body, studyLogin(req)),
    }),
    ...bind(htsyEndpoints, {
      'POST /api/study/htsy/auth': ({ body, req }) =>
        partner.htsy(body.ticket, HTSY_LANDINGS.home, studyLogin(req)),
      'POST /api/study/home/todoauth': ({ body, req }) =>
        partner.htsy(body.ticket, HTSY_LANDINGS.task, studyLogin(req)),
      'POST /api/study/bpm/auth': ({ body, req }) =>
        partner.htsy(body.ticket, HTSY_LANDINGS.audit, studyLogin(req)),
      'POST /api/study/gatewayauth': ({ body, req }) =>
        partner.htsy(body.ticket, body.redirect, studyLogin(req)),
      'POST /api/study/autoauth': ({ body, req }) =>
        partner.htsy(body.key, HTSY_LANDINGS.home, studyLogin(req)),
    }),
    ...bind(partnerAdminEndpoints, {
      'POST /api/manage/sso/partner': ({ actor }) => partner.settings(actor),
      'POST /api/manage/sso/partner/update': async ({ actor, ip, body }) =>
        answer(await partner.saveSettings(actor, ip, body), 'common.modified'),
    }),
    ...bind(iamEndpoints, {
      'POST /api/study/IAMGetAuthUrl': ({ body, req }) => iam.authUrl(body, originOf(req)),
      'POST /api/study/IAMCallBack': ({ body, req }) => iam.callback(body, studyLogin(req)),
    }),
    ...bind(iamAdminEndpoints, {
      'POST /api/manage/sso/iam': ({ actor }) => iam.settings(actor),
      'POST /api/manage/sso/iam/update': async ({ actor, ip, body }) =>
        answer(await iam.saveSettings(actor, ip, body), 'common.modified'),
      'POST /api/manage/sso/iam/test': async ({ actor }) =>
        answer(await iam.test(actor), 'common.success'),
    }),
  ];
}
