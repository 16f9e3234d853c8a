import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { translate } from '@ascent/shared/errors';
import {
  ZAccountLoginRequest,
  ZEditPassRequest,
  ZRefreshTokenRequest,
  type TManageSession,
} from '@ascent/shared/auth';
import { ok } from '../../core/envelope.ts';
import { requireActor, shellRoute } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
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
): FastifyPluginAsync {
  return async (app) => {
    const pub = { config: { auth: 'public' as const } };

    app.get('/api/study/captcha', pub, async () => ok(await service.captcha()));
    app.get('/api/study/publickey', pub, async () => ok(await service.publicKey()));

    app.post('/api/study/accountLogin', pub, async (req) => {
      const input = parseInput(ZAccountLoginRequest, req.body);
      return ok(await service.login(input, loginContext(req, 'study')));
    });

    app.post('/api/study/refreshToken', pub, async (req) => {
      const input = parseInput(ZRefreshTokenRequest, req.body);
      return ok(await service.refresh(input.refreshToken));
    });

    app.get('/api/study/me/logout', shellRoute, async (req) => {
      await service.logout(requireActor(req.actor));
      return ok(null, translate('auth.logoutSuccess', req.locale));
    });

    app.post('/api/study/me/editpass', shellRoute, async (req) => {
      const input = parseInput(ZEditPassRequest, req.body);
      await service.editPassword(requireActor(req.actor), input, req.headers.authorization);
      return ok(null, translate('common.modified', req.locale));
    });

    // The admin site (/manage): the same session rules, administrators only.
    app.post('/api/manage/accountLogin', pub, async (req) => {
      const input = parseInput(ZAccountLoginRequest, req.body);
      return ok(await service.login(input, loginContext(req, 'admin')));
    });

    app.get(
      '/api/manage/session',
      { config: { auth: 'admin', beforePasswordChange: true } },
      async (req) => {
        const actor = requireActor(req.actor);
        const [profile, company] = await Promise.all([
          deps.users.getProfile(actor.userId),
          deps.company.requireCompany(actor.companyId),
        ]);
        const session: TManageSession = {
          userId: profile.userId,
          account: profile.account,
          realName: profile.realName,
          portrait: profile.portrait,
          companyName: company.name,
          changePassword: profile.changePassword,
          passwordExpire: profile.passwordExpire,
        };
        return ok(session);
      },
    );
  };
}
