import type { FastifyRequest } from 'fastify';
import { authEndpoints } from '@ascent/shared/auth/endpoints';
import { answer, bind } from '../../core/endpoints.ts';
import type { AuthService, LoginContext } from './auth.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { CompanyService } from '../company/company.service.ts';

const loginContext = (req: FastifyRequest, kind: LoginContext['kind']): LoginContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? '',
  kind,
});

export function authRoutes(
  service: AuthService,
  deps: { users: Pick<UserService, 'getProfile'>; company: Pick<CompanyService, 'requireCompany'> },
) {
  return bind(authEndpoints, {
    'GET /api/study/captcha': () => service.captcha(),
    'GET /api/study/publickey': () => service.publicKey(),
    'POST /api/study/accountLogin': ({ body, req }) =>
      service.login(body, loginContext(req, 'study')),
    'POST /api/study/refreshToken': ({ body }) => service.refresh(body.refreshToken),
    'GET /api/study/me/logout': async ({ actor }) => {
      await service.logout(actor);
      return answer(null, 'auth.logoutSuccess');
    },
    'POST /api/study/me/editpass': async ({ actor, body, req }) => {
      await service.editPassword(actor, body, req.headers.authorization);
      return answer(null, 'common.modified');
    },
    // The admin site (/manage): the same session rules, administrators only.
    'POST /api/manage/accountLogin': ({ body, req }) =>
      service.login(body, loginContext(req, 'admin')),
    'GET /api/manage/session': async ({ actor }) => {
      const [profile, company] = await Promise.all([
        deps.users.getProfile(actor.userId),
        deps.company.requireCompany(actor.companyId),
      ]);
      return {
        userId: profile.userId,
        account: profile.account,
        realName: profile.realName,
        portrait: profile.portrait,
        companyName: company.name,
        changePassword: profile.changePassword,
        passwordExpire: profile.passwordExpire,
      };
    },
  });
}
