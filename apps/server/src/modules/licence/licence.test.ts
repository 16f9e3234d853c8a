import { afterEach, describe, expect, it } from 'vitest';
import { RET } from '@ascent/shared/errors';
import type { TLicence, TNow } from '@ascent/shared/licence';
import { loadConfig } from '../../config.ts';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/**
 * The operator's licence (spec s.7 `study/licence`, s.8 ret 99): past its last day or over its
 * seats, every signed-in call answers ret 99 with the reason in the caller's language; signing
 * in, the licence itself, the clock and signing out stay open.
 */
describe('licence', () => {
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  async function signedIn(env: Record<string, string>, people = 1) {
    s = await startTestServer(env);
    const company = await buildCompany(s.db);
    const list = [];
    for (let i = 0; i < people; i++) list.push(await buildUser(s.db, { companyId: company.id }));
    return { s, token: (await s.api.login(list[0]!.account, TEST_PASSWORD)).token };
  }

  it('allows everything without a licence limit, and tells the clock', async () => {
    const { s, token } = await signedIn({});
    expect((await s.api.get('/api/study/me/profile', { token })).body.ret).toBe(RET.OK);
    const licence = await s.api.get<TLicence>('/api/study/licence');
    expect(licence.body.data).toEqual({
      valid: true,
      reason: null,
      seats: 0,
      used: 0,
      expires: '',
    });
    const before = Date.now();
    const now = await s.api.get<TNow>('/api/study/now');
    expect(now.body.data.now).toBeGreaterThanOrEqual(before - 1000);
    expect(now.body.data.now).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('answers ret 99 to every signed-in call once the licence has expired', async () => {
    const { s, token } = await signedIn({ LICENCE_EXPIRES: '2001-02-03' });
    const messages = {
      'zh-CN': '平台许可证已于 2001-02-03 到期，请联系平台运营方续期',
      'zh-TW': '平台授權已於 2001-02-03 到期，請聯絡平台營運方續期',
      'en-US':
        "The platform's licence expired on 2001-02-03. Please ask the platform's operator to renew it",
    };
    for (const [lang, msg] of Object.entries(messages))
      expect((await s.api.get('/api/study/me/profile', { token, lang })).body).toEqual({
        ret: RET.LICENCE,
        msg,
        data: null,
      });
    expect((await s.api.post('/api/manage/sso/suites', {}, { token })).body.ret).toBe(RET.LICENCE);
    const licence = await s.api.get<TLicence>('/api/study/licence');
    expect(licence.body.data).toMatchObject({
      valid: false,
      reason: 'expired',
      expires: '2001-02-03',
    });
    expect((await s.api.get('/api/study/me/logout', { token })).body.ret).toBe(RET.OK);
  });

  it('keeps a licence good to the end of its last day', async () => {
    const { s, token } = await signedIn({ LICENCE_EXPIRES: '2999-12-31' });
    expect((await s.api.get('/api/study/me/profile', { token })).body.ret).toBe(RET.OK);
  });

  it('answers ret 99 when there are more active accounts than seats', async () => {
    const { s, token } = await signedIn({ LICENCE_SEATS: '2' }, 3);
    const res = await s.api.get('/api/study/me/profile', { token, lang: 'en-US' });
    expect(res.body).toMatchObject({
      ret: RET.LICENCE,
      msg: 'The platform has 3 active accounts, more than the 2 its licence allows. Please contact the platform’s operator',
    });
    expect((await s.api.get('/api/study/me/profile', { token, lang: 'zh-CN' })).body.msg).toBe(
      '平台在用账号（3 个）超出许可证允许的 2 个，请联系平台运营方',
    );
    const licence = await s.api.get<TLicence>('/api/study/licence');
    expect(licence.body.data).toEqual({
      valid: false,
      reason: 'seats',
      seats: 2,
      used: 3,
      expires: '',
    });
  });

  it('refuses to start with a licence it cannot read', () => {
    expect(() => loadConfig({ ...process.env, LICENCE_EXPIRES: '31/12/2030' })).toThrow(
      /LICENCE_EXPIRES/,
    );
    expect(() => loadConfig({ ...process.env, LICENCE_SEATS: 'ten' })).toThrow(/LICENCE_SEATS/);
  });
});
