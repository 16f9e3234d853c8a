import { describe, expect, it } from 'vitest';
import type { TLoginResponse } from '@ascent/shared/auth';
import { loginOutcome } from './login-api.ts';

const login: TLoginResponse = {
  token: 't',
  expiresIn: 7200,
  refreshToken: 'r',
  isAdmin: true,
  canManage: true,
  changePassword: true,
  passwordExpire: false,
};

describe('loginOutcome', () => {
  it('signs in on ret 0 with a login reply', () => {
    expect(loginOutcome({ ret: 0, msg: '', data: login })).toEqual({ ok: true, login });
    expect(loginOutcome({ ret: 0, msg: 'odd', data: null })).toEqual({
      ok: false,
      message: 'odd',
      needCaptcha: false,
    });
  });

  it('passes on the refusal and whether a captcha is needed', () => {
    expect(loginOutcome({ ret: 1, msg: 'Wrong password', data: { needCaptcha: true } })).toEqual({
      ok: false,
      message: 'Wrong password',
      needCaptcha: true,
    });
    expect(
      loginOutcome({ ret: 7, msg: 'This account has no administrator rights', data: null }),
    ).toEqual({
      ok: false,
      message: 'This account has no administrator rights',
      needCaptcha: false,
    });
  });
});
