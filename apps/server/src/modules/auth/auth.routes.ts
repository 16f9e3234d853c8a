import type { FastifyRequest } from 'fastify';
import { PHONE_CODE, type TManageScope } from '@ascent/shared/auth';
import { authEndpoints } from '@ascent/shared/auth/endpoints';
import { managedScope } from '../../core/access.ts';
import type { Actor } from '../../core/context.ts';
import { answer, bind } from '../../core/endpoints.ts';
import type { AuthService, LoginContext } from './auth.service.ts';
import type { PhoneCodes } from './phone-code.ts';
import type { QrLogin } from './qr-login.ts';
import type { Transfer } from './transfer.ts';
import type { UserService } from '../user/user.service.ts';
import type { CompanyService } from '../company/company.service.ts';

const loginContext = (req: FastifyRequest, kind: LoginContext['kind']): LoginContext => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? '',
  kind,
});

export function authRoutes(
  service: AuthService,
  deps: {
    qrLogin: QrLogin;
    transfer: Transfer;
    codes: PhoneCodes;
    users: Pick<UserService, 'getProfile'>;
    company: Pick<CompanyService, 'requireCompany'>;
    /** The names of the company's departments among ids (the department module's). */
    departmentNames: (companyId: number, ids: number[]) => Promise<Map<number, string>>;
  },
) {
  /** What the admin site shows the caller: the company, or their departments (core/access). */
  async function scopeOf(actor: Actor): Promise<TManageScope> {
    const { companyId, roots } = managedScope(actor);
    if (roots === null) return { kind: 'company', departments: [] };
    const names = await deps.departmentNames(companyId, roots);
    return {
      kind: 'departments',
      departments: roots.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
    };
  }

  return bind(authEndpoints, {
    'GET /api/study/captcha': () => service.captcha(),
    'GET /api/study/publickey': () => service.publicKey(),
    'POST /api/study/accountLogin': ({ body, req }) =>
      service.login(body, loginContext(req, 'study')),
    'POST /api/study/refreshToken': ({ body }) => service.refresh(body.refreshToken),
    'POST /api/study/mobile/sendcode': async ({ body, ip }) =>
      answer(await deps.codes.send('login', body, ip), 'sms.sent', { minutes: PHONE_CODE.minutes }),
    'POST /api/study/loginMobile': ({ body, req }) =>
      service.loginMobile(body, loginContext(req, 'study')),
    'POST /api/study/sendcode': async ({ body, ip }) =>
      answer(await deps.codes.send('reset', body, ip), 'sms.sent', { minutes: PHONE_CODE.minutes }),
    'POST /api/study/resetpass': async ({ body }) => {
      await service.resetPassword(body);
      return answer(null, 'sms.passwordReset');
    },
    'GET /api/study/login/qrcode/new': ({ ip }) => deps.qrLogin.create(ip),
    'POST /api/study/login/qrcode/state': ({ body, req }) =>
      deps.qrLogin.poll(body.code, loginContext(req, 'study')),
    'POST /api/study/login/qrcode/scan': ({ body, actor }) => deps.qrLogin.scan(body.code, actor),
    'POST /api/study/login/qrcode/confirm': ({ body, actor }) =>
      deps.qrLogin.answer(body.code, body.accept, actor),
    'POST /api/study/me/transfer': ({ actor }) => deps.transfer.create(actor),
    'POST /api/study/switchAuth': ({ body, req }) =>
      deps.transfer.redeem(body.tgtn, loginContext(req, 'study')),
    'GET /api/study/me/logout': async ({ actor }) => {
      await service.logout(actor);
      return answer(null, 'auth.logoutSuccess');
    },
    'POST /api/study/me/editpass': async ({ actor, body, req }) => {
      await service.editPassword(actor, body, req.headers.authorization);
      return answer(null, 'common.modified');
    },
    // The admin site (/manage): the same session rules, for administrators, unit managers and
    // supervisors (core/access.ts isManager); `scope` says what the site shows them.
    'POST /api/manage/accountLogin': ({ body, req }) =>
      service.login(body, loginContext(req, 'admin')),
    'GET /api/manage/session': async ({ actor }) => {
      const [profile, company, scope] = await Promise.all([
        deps.users.getProfile(actor.userId),
        deps.company.requireCompany(actor.companyId),
        scopeOf(actor),
      ]);
      return {
        userId: profile.userId,
        account: profile.account,
        realName: profile.realName,
        portrait: profile.portrait,
        companyName: company.name,
        changePassword: profile.changePassword,
        passwordExpire: profile.passwordExpire,
        scope,
      };
    },
  });
}
