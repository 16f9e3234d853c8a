import type { TSignOnSuite } from '@ascent/shared/sso/suites';
import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import {
  LOGIN_LIMITS,
  type TAccountLoginRequest,
  type TCaptchaResponse,
  type TEditPassRequest,
  type TLoginResponse,
  type TMobileLoginRequest,
  type TRefreshTokenResponse,
  type TResetPassRequest,
} from '@ascent/shared/auth';
import { firstPasswordIssue } from '@ascent/shared/password';
import { isManager, requireManager } from '../../core/access.ts';
import type { Actor } from '../../core/context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fail, forbidden, kicked, noToken, tokenExpired } from '../../core/errors.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import type { CompanyService } from '../company/company.service.ts';
import { isPasswordExpired, type UserRow, type UserService } from '../user/user.service.ts';
import { createAuthRepository, type AuthRepository } from './auth.repository.ts';
import { hashPassword, verifyPassword } from '../../core/password-hash.ts';
import { decryptOaep, generateRsaKeyPair, type RsaKeyPair } from './rsa-key.ts';
import type { PhoneCodes } from './phone-code.ts';
import { hashToken, newToken, tokenFromHeader } from './tokens.ts';

const SESSION_CACHE_SECONDS = 30;
/**
 * How long a process keeps a session it has read (shared cache `sessions`): every ending or
 * change of a session drops it in every process as it happens, so this only bounds a drop
 * missed (a process whose Redis connection was down meanwhile).
 */
export const SESSION_LOCAL_MS = 5_000;
const CAPTCHA_SECONDS = 300;
const RSA_KEY_ID = 'editpass-rsa-oaep';

export interface LoginContext {
  ip: string;
  userAgent: string;
  /**
   * 'admin' logins (the /manage site) refuse with ret 7 whoever the site does not open for
   * (core/access.ts `isManager`: administrators, unit managers, supervisors).
   */
  kind: 'study' | 'admin';
}

/** What the session cache holds for a live access token. */
interface CachedSession extends Actor {
  expiresAt: number;
}

export function createAuthService(deps: {
  db: Db;
  auth: AuthRepository;
  state: SharedState;
  users: Pick<
    UserService,
    'findByAccount' | 'findById' | 'rolesOf' | 'setPassword' | 'setPasswordIn' | 'activeByMobile'
  >;
  company: Pick<CompanyService, 'requireCompany'>;
  /** Codes sent by text message (mobile login, forgot password). */
  codes: PhoneCodes;
  caches: SharedCaches;
}) {
  const { auth, state, users, company } = deps;
  /** The sessions this process has read, by token hash (docs/decisions.md "Hot reads"). */
  const sessions = deps.caches.cache<string, CachedSession>('sessions', SESSION_LOCAL_MS);
  let dummyHash: Promise<string> | undefined;
  let rsaKey: Promise<RsaKeyPair> | undefined;

  /** Ends or changes sessions: dropped from Redis, then from every process's cache. */
  const forget = (tokenHashes: string[]) =>
    Promise.all(
      tokenHashes.map(async (h) => {
        await state.del(`sess:${h}`);
        await sessions.forget(h);
      }),
    );

  /**
   * The session of a token, from Redis's copy (SESSION_CACHE_SECONDS) or else the database;
   * throws ret 2 (none/unknown), 5 (expired/revoked) or 8 (kicked). A refusal is not kept.
   */
  async function loadSession(tokenHash: string): Promise<CachedSession> {
    const cached = await state.get(`sess:${tokenHash}`);
    if (cached) {
      const s = JSON.parse(cached) as CachedSession;
      if (s.expiresAt > Date.now()) return s;
    }
    const session = await auth.findSessionByToken(tokenHash);
    if (!session) throw noToken();
    if (session.revokedAt) throw session.revokedReason === 'kicked' ? kicked() : tokenExpired();
    if (session.expiresAt.getTime() <= Date.now()) throw tokenExpired();
    const user = await users.findById(session.userId);
    if (!user || user.status !== 'active') throw tokenExpired();
    const [roles, c] = await Promise.all([
      users.rolesOf(user.id),
      company.requireCompany(user.companyId),
    ]);
    const fresh: CachedSession = {
      userId: user.id,
      companyId: user.companyId,
      sessionId: session.id,
      account: user.account,
      roles,
      isAdmin: roles.includes('admin'),
      departmentId: user.departmentId,
      secrecyLevel: user.secrecyLevel,
      mustChangePassword: await mustChange(user, c.passExpire, c.useChangepassword),
      expiresAt: session.expiresAt.getTime(),
    };
    const ttl = Math.min(SESSION_CACHE_SECONDS, (fresh.expiresAt - Date.now()) / 1000);
    await state.set(`sess:${tokenHash}`, JSON.stringify(fresh), ttl);
    return fresh;
  }

  function rsa(): Promise<RsaKeyPair> {
    rsaKey ??= (async () => {
      const existing = await auth.getKey(RSA_KEY_ID);
      if (existing) return existing;
      const fresh = generateRsaKeyPair();
      const stored = await auth.putKeyOnce(RSA_KEY_ID, fresh.publicPem, fresh.privatePem);
      return stored ?? fresh;
    })().catch((err: unknown) => {
      rsaKey = undefined;
      throw err;
    });
    return rsaKey;
  }

  async function mustChange(user: UserRow, passExpire: number, useChangepassword: number) {
    return useChangepassword === 1 && (user.changePassword || isPasswordExpired(user, passExpire));
  }

  /** Opens a session with an access token and the first refresh token. */
  async function openSession(user: UserRow, ctx: LoginContext, singleSession: boolean) {
    const token = newToken();
    const refreshToken = newToken();
    const sessionId = crypto.randomUUID();
    const now = Date.now();
    const revoked = await deps.db.transaction(async (tx) => {
      const repo = createAuthRepository(tx);
      const gone = singleSession ? await repo.revokeOtherSessions(user.id, null, 'kicked') : [];
      await repo.insertSession({
        id: sessionId,
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now + LOGIN_LIMITS.accessTokenSeconds * 1000),
        kind: ctx.kind,
        ip: ctx.ip.slice(0, 64),
        userAgent: ctx.userAgent.slice(0, 300),
      });
      await repo.insertRefreshToken({
        sessionId,
        tokenHash: hashToken(refreshToken),
        expiresAt: new Date(now + LOGIN_LIMITS.refreshTokenSeconds * 1000),
      });
      return gone;
    });
    await forget(revoked);
    return { token, refreshToken, expiresIn: LOGIN_LIMITS.accessTokenSeconds };
  }

  return {
    async captcha(): Promise<TCaptchaResponse> {
      const c = svgCaptcha.create({
        size: 4,
        noise: 2,
        ignoreChars: '0oO1ilI',
        color: true,
        background: '#f4f6fb',
      });
      const captchaKey = crypto.randomUUID();
      await state.set(`captcha:${captchaKey}`, c.text.toLowerCase(), CAPTCHA_SECONDS);
      return {
        captchaKey,
        image: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`,
      };
    },

    /**
     * Checks a captcha answer and spends the captcha, right or wrong (the phone-code sending and
     * registration): a wrong or unknown one is ret 1 'auth.captchaWrong'.
     */
    async spendCaptcha(captchaKey: string, answer: string): Promise<void> {
      const expected = await state.take(`captcha:${captchaKey}`);
      if (!expected || expected !== answer.toLowerCase()) throw fail('auth.captchaWrong');
    },

    /** A password sent RSA-OAEP encrypted (editpass's newpass); ret 1 when it cannot be read. */
    async decryptPassword(cipher: string): Promise<string> {
      const plain = decryptOaep((await rsa()).privatePem, cipher);
      if (plain === null) throw fail('auth.decryptFailed');
      return plain;
    },

    async publicKey(): Promise<{ publicKey: string }> {
      return { publicKey: (await rsa()).publicPem };
    },

    /**
     * accountLogin (decisions.md s.3): after 5 failures in a row a valid captcha is needed,
     * after 10 the account is locked for 15 minutes; a wrong captcha is never a password check.
     */
    async login(input: TAccountLoginRequest, ctx: LoginContext): Promise<TLoginResponse> {
      const account = input.account.toLowerCase();
      const log = (reason: string, userId: number | null = null) =>
        auth.logAttempt({
          account,
          userId,
          success: reason === 'ok',
          reason,
          ip: ctx.ip.slice(0, 64),
        });
      let throttle = await auth.getThrottle(account);
      if (throttle?.lockedUntil) {
        const until = throttle.lockedUntil.getTime();
        if (until > Date.now()) {
          await log('locked');
          const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
          throw fail('auth.locked', { minutes }, { needCaptcha: true, lockedUntil: until });
        }
        await auth.endLock(account, LOGIN_LIMITS.captchaAfterFailures);
        throttle = { ...throttle, failures: LOGIN_LIMITS.captchaAfterFailures, lockedUntil: null };
      }
      if ((throttle?.failures ?? 0) >= LOGIN_LIMITS.captchaAfterFailures) {
        if (!input.captcha || !input.captchaKey) {
          await log('captcha_required');
          throw fail('auth.captchaRequired', undefined, { needCaptcha: true });
        }
        const expected = await state.take(`captcha:${input.captchaKey}`);
        if (!expected || expected !== input.captcha.toLowerCase()) {
          await log('captcha_wrong');
          throw fail('auth.captchaWrong', undefined, { needCaptcha: true });
        }
      }
      const user = await users.findByAccount(account);
      dummyHash ??= hashPassword(crypto.randomUUID());
      const good = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
      if (!user || !good) {
        const t = await auth.addFailure(
          account,
          LOGIN_LIMITS.lockAfterFailures,
          LOGIN_LIMITS.lockMinutes * 60_000,
        );
        await log('bad_credentials', user?.id ?? null);
        if (t.lockedUntil && t.lockedUntil.getTime() > Date.now()) {
          throw fail(
            'auth.locked',
            { minutes: LOGIN_LIMITS.lockMinutes },
            { needCaptcha: true, lockedUntil: t.lockedUntil.getTime() },
          );
        }
        throw fail('auth.badCredentials', undefined, {
          needCaptcha: t.failures >= LOGIN_LIMITS.captchaAfterFailures,
        });
      }
      if (user.status !== 'active') {
        await log('disabled', user.id);
        throw fail('auth.disabled');
      }
      const roles = await users.rolesOf(user.id);
      const isAdmin = roles.includes('admin');
      const canManage = isManager({ isAdmin, roles });
      if (ctx.kind === 'admin' && !canManage) {
        await log('not_admin', user.id);
        throw forbidden('auth.adminRequired');
      }
      if (throttle) await auth.clearThrottle(account);
      const c = await company.requireCompany(user.companyId);
      const tokens = await openSession(user, ctx, c.singleSession);
      await log('ok', user.id);
      return {
        ...tokens,
        isAdmin,
        canManage,
        changePassword: user.changePassword,
        passwordExpire: isPasswordExpired(user, c.passExpire),
      };
    },

    /**
     * A new session for someone who proved themselves another way than their password: the
     * learner site's hand-over code (an admin-site session: only for whom that site opens, ret 7
     * `requireManager` otherwise) or a phone's QR confirmation (a learner-site session). The same
     * reply and session rules as accountLogin; refuses a disabled account (ret 1).
     */
    async openProvenSession(
      userId: number,
      ctx: LoginContext,
      reason:
        | 'handover'
        | 'qrcode'
        | 'mobile'
        | 'face'
        | 'oidc'
        | 'partner'
        | 'htsy'
        | 'transfer'
        | 'iam'
        | TSignOnSuite,
    ): Promise<TLoginResponse> {
      const user = await users.findById(userId);
      if (!user) throw fail('auth.loginFailed');
      if (user.status !== 'active') throw fail('auth.disabled');
      const roles = await users.rolesOf(user.id);
      const isAdmin = roles.includes('admin');
      const canManage = isManager({ isAdmin, roles });
      if (ctx.kind === 'admin') requireManager({ isAdmin, roles });
      const c = await company.requireCompany(user.companyId);
      const tokens = await openSession(user, ctx, c.singleSession);
      await auth.logAttempt({
        account: user.account.toLowerCase(),
        userId: user.id,
        success: true,
        reason,
        ip: ctx.ip.slice(0, 64),
      });
      return {
        ...tokens,
        isAdmin,
        canManage,
        changePassword: user.changePassword,
        passwordExpire: isPasswordExpired(user, c.passExpire),
      };
    },

    /** loginMobile: the code sent to the number proves its one account; spent on success. */
    async loginMobile(input: TMobileLoginRequest, ctx: LoginContext): Promise<TLoginResponse> {
      const { codes } = deps;
      const userId = await codes.check('login', input.mobile, input.code);
      await codes.spend('login', input.mobile, input.code);
      return this.openProvenSession(userId, ctx, 'mobile');
    },

    /**
     * resetpass (forgot password): the code proves the number's account; the new password meets
     * the company's policy (checked before the code is spent, so a refused password costs only
     * a try); the password is set, the account's failed-login count cleared, and every session
     * of the account ends with the change.
     */
    async resetPassword(input: TResetPassRequest): Promise<void> {
      const { codes } = deps;
      const userId = await codes.check('reset', input.mobile, input.code);
      const user = await users.findById(userId);
      if (!user || user.status !== 'active') throw fail('sms.codeWrong');
      const newpass = decryptOaep((await rsa()).privatePem, input.newpass);
      if (newpass === null) throw fail('auth.decryptFailed');
      const c = await company.requireCompany(user.companyId);
      const issue = firstPasswordIssue(newpass, {
        strong: c.useStrongPass === 1,
        account: user.account,
      });
      if (issue) throw fail(issue.key, issue.params);
      if (await verifyPassword(user.passwordHash, newpass)) throw fail('password.sameAsOld');
      const passwordHash = await hashPassword(newpass);
      await codes.spend('reset', input.mobile, input.code);
      const ended = await deps.db.transaction(async (tx) => {
        await users.setPasswordIn(tx, user.id, passwordHash, false);
        return createAuthRepository(tx).revokeSessionsOfUsers([user.id], 'password');
      });
      await forget(ended);
      await auth.clearThrottle(user.account.toLowerCase());
    },

    /** Rotates the refresh token; a used one presented again revokes the whole session. */
    async refresh(refreshToken: string): Promise<TRefreshTokenResponse> {
      const rt = await auth.findRefreshToken(hashToken(refreshToken));
      if (!rt) throw noToken();
      const session = await auth.findSession(rt.sessionId);
      if (!session) throw noToken();
      if (session.revokedAt) throw session.revokedReason === 'kicked' ? kicked() : tokenExpired();
      const token = newToken();
      const next = newToken();
      const now = Date.now();
      const outcome = await deps.db.transaction(async (tx) => {
        const repo = createAuthRepository(tx);
        if (!(await repo.useRefreshToken(rt.id))) return 'reused' as const;
        if (rt.expiresAt.getTime() <= now) return 'expired' as const;
        await repo.rotateSessionToken(
          session.id,
          hashToken(token),
          new Date(now + LOGIN_LIMITS.accessTokenSeconds * 1000),
        );
        await repo.insertRefreshToken({
          sessionId: session.id,
          tokenHash: hashToken(next),
          expiresAt: new Date(now + LOGIN_LIMITS.refreshTokenSeconds * 1000),
        });
        return 'ok' as const;
      });
      if (outcome === 'reused') {
        await forget(await auth.revokeSession(session.id, 'reuse'));
        throw tokenExpired();
      }
      if (outcome === 'expired') {
        await forget(await auth.revokeSession(session.id, 'expired'));
        throw tokenExpired();
      }
      await forget([session.tokenHash]);
      const user = await users.findById(session.userId);
      if (!user || user.status !== 'active') {
        await forget(await auth.revokeSession(session.id, 'disabled'));
        throw tokenExpired();
      }
      return { token, expiresIn: LOGIN_LIMITS.accessTokenSeconds, refreshToken: next };
    },

    /**
     * Ends every session of these users (an administrator disabled them or reset their
     * passwords): revoked inside the caller's transaction, so they end with the change or not
     * at all. Returns the token hashes to pass to `forgetSessions` once that transaction has
     * committed (dropping them earlier would let a request cache a session still live).
     */
    revokeSessionsOfUsers(tx: DbOrTx, userIds: number[], reason: string): Promise<string[]> {
      return createAuthRepository(tx).revokeSessionsOfUsers(userIds, reason);
    },
    /** Drops revoked sessions from the session cache: their tokens answer ret 5 at once. */
    async forgetSessions(tokenHashes: string[]): Promise<void> {
      await forget(tokenHashes);
    },
    /**
     * Drops the users' live sessions from the cache without ending them, so that a change of
     * roles, department or secrecy level applies to their next request.
     */
    async forgetSessionsOfUsers(userIds: number[]): Promise<void> {
      await forget(await auth.liveTokenHashesOf(userIds));
    },

    async logout(actor: Actor): Promise<void> {
      await forget(await auth.revokeSession(actor.sessionId, 'logout'));
    },

    /** Authorization header -> the caller, or ret 2 (none/unknown), 5 (expired/revoked), 8 (kicked). */
    async authenticate(header: string | undefined): Promise<Actor> {
      const token = tokenFromHeader(header);
      if (!token) throw noToken();
      const tokenHash = hashToken(token);
      let s = await sessions.get(tokenHash, () => loadSession(tokenHash));
      // Kept past its end: read again (the refusal of an expired session comes from there).
      if (s.expiresAt <= Date.now()) {
        await sessions.forget(tokenHash);
        s = await sessions.get(tokenHash, () => loadSession(tokenHash));
      }
      const { expiresAt: _e, ...actor } = s;
      return actor;
    },

    /**
     * editpass (decisions.md s.3): both passwords RSA-OAEP encrypted. The old password is
     * checked unless this session must change the password (the forced first-login or expiry
     * modal). The company's policy is applied here. Success ends every other session.
     */
    async editPassword(
      actor: Actor,
      input: TEditPassRequest,
      currentTokenHeader: string | undefined,
    ): Promise<void> {
      const key = await rsa();
      const newpass = decryptOaep(key.privatePem, input.newpass);
      if (newpass === null) throw fail('auth.decryptFailed');
      const user = await users.findById(actor.userId);
      if (!user) throw noToken();
      const c = await company.requireCompany(user.companyId);
      if (input.oldpass) {
        const oldpass = decryptOaep(key.privatePem, input.oldpass);
        if (oldpass === null) throw fail('auth.decryptFailed');
        // Wrong old passwords are limited like logins: a stolen token cannot guess forever.
        const guardKey = `editpass-fail:${user.id}`;
        if (Number((await state.get(guardKey)) ?? 0) >= LOGIN_LIMITS.captchaAfterFailures) {
          throw fail('password.oldLocked', { minutes: LOGIN_LIMITS.lockMinutes });
        }
        if (!(await verifyPassword(user.passwordHash, oldpass))) {
          await state.incr(guardKey, LOGIN_LIMITS.lockMinutes * 60);
          throw fail('password.oldWrong');
        }
        await state.del(guardKey);
      } else if (!(await mustChange(user, c.passExpire, c.useChangepassword))) {
        throw fail('password.oldRequired');
      }
      const issue = firstPasswordIssue(newpass, {
        strong: c.useStrongPass === 1,
        account: user.account,
      });
      if (issue) throw fail(issue.key, issue.params);
      if (await verifyPassword(user.passwordHash, newpass)) throw fail('password.sameAsOld');
      await users.setPassword(user.id, await hashPassword(newpass), false);
      await forget(await auth.revokeOtherSessions(user.id, actor.sessionId, 'password'));
      const token = tokenFromHeader(currentTokenHeader);
      if (token) await forget([hashToken(token)]);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
