import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, unreachableOrigin } from '../../../test/fake-server.ts';
import { DINGTALK_BAD_CLIENT_CODE, startFakeDingtalk } from '../../../test/fake-suites/dingtalk.ts';
import type { FakeSuite } from '../../../test/fake-suites/fake-suite.ts';
import { MemoryState } from '../state/shared-state.ts';
import { createAppTokens } from './app-tokens.ts';
import { createDingtalk } from './dingtalk.ts';
import { SuiteCallError, type SuiteApp } from './suite-client.ts';

const APP: SuiteApp = { corpId: 'ding-corp', appId: 'dingappkey', agentId: '', secret: 's3cret' };

const ZHANGSAN = {
  issuer: 'dingtalk:ding-corp',
  subject: 'zhangsan',
  userId: 'zhangsan',
  name: '张三',
  mobile: '13800138000',
  email: 'z@a.cn',
  employeeNo: 'E-0001',
};

describe('DingTalk sign-on against a local DingTalk', () => {
  let suite: FakeSuite;
  let state: MemoryState;
  beforeEach(async () => {
    suite = await startFakeDingtalk({
      appKey: APP.appId,
      secret: APP.secret,
      corpId: APP.corpId,
      members: [
        {
          userId: 'zhangsan',
          name: '张三',
          mobile: '13800138000',
          email: 'z@a.cn',
          employeeNo: 'E-0001',
        },
        { userId: 'lisi', name: '李四', mobile: '13900139000', unionId: 'union-lisi' },
      ],
    });
    state = new MemoryState();
  });
  afterEach(() => suite.close());
  const dingtalk = (baseUrl = suite.origin) =>
    createDingtalk({ baseUrl, timeoutMs: 2000 }, createAppTokens(state));
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: unknown) => e,
    );

  /** What the browser brings back from DingTalk's sign-in page. */
  async function signIn(as: string | null, redirectUri = 'https://lms/login/ding') {
    suite.signedIn = as;
    const page = dingtalk().client.authorizeUrl(APP, { mode: 'pc', redirectUri, state: 'st' });
    const res = await fetch(page, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  }

  it('builds the sign-in address on the configured origin, and on DingTalk by default', () => {
    const pc = new URL(
      dingtalk().client.authorizeUrl(APP, {
        mode: 'pc',
        redirectUri: 'https://lms/x',
        state: 'st',
      }),
    );
    expect(pc.origin + pc.pathname).toBe(`${suite.origin}/oauth2/auth`);
    expect(Object.fromEntries(pc.searchParams)).toEqual({
      redirect_uri: 'https://lms/x',
      response_type: 'code',
      client_id: 'dingappkey',
      scope: 'openid',
      state: 'st',
      prompt: 'consent',
    });
    const h5 = dingtalk('').client.authorizeUrl(APP, {
      mode: 'h5',
      redirectUri: 'https://lms/y',
      state: 'st',
    });
    expect(h5).toMatch(/^https:\/\/login\.dingtalk\.com\/oauth2\/auth\?redirect_uri=https%3A/);
  });

  it("sends the browser back with authCode and state, traded for the member's identity", async () => {
    const back = await signIn('zhangsan');
    expect(back.origin + back.pathname).toBe('https://lms/login/ding');
    expect(back.searchParams.get('state')).toBe('st');
    expect(back.searchParams.has('code')).toBe(false);
    const client = dingtalk().client;
    const who = await client.identify(APP, back.searchParams.get('authCode') ?? '', 'redirect');
    expect(who).toEqual(ZHANGSAN);
    const again = await signIn('lisi');
    expect(
      await client.identify(APP, again.searchParams.get('authCode') ?? '', 'redirect'),
    ).toMatchObject({ subject: 'lisi', name: '李四', email: '' });
    expect(suite.calls('/gettoken')).toBe(1);
  });

  it("names the issuer by DingTalk's corpId, else the app key, when the settings have none", async () => {
    const noCorp = { ...APP, corpId: '' };
    const client = dingtalk().client;
    const viaPage = await client.identify(noCorp, suite.issueCode('zhangsan'), 'redirect');
    expect(viaPage.issuer).toBe('dingtalk:ding-corp');
    const inApp = await client.identify(noCorp, suite.issueCode('zhangsan'), 'inApp');
    expect(inApp.issuer).toBe('dingtalk:dingappkey');
  });

  it("trades the in-app JS API's authCode for the member, with the token fetched once", async () => {
    const client = dingtalk().client;
    expect(await client.identify(APP, suite.issueCode('zhangsan'), 'inApp')).toEqual(ZHANGSAN);
    await client.identify(APP, suite.issueCode('lisi'), 'inApp');
    expect(suite.calls('/topapi/v2/user/getuserinfo')).toBe(2);
    expect(suite.calls('/v1.0/oauth2/userAccessToken')).toBe(0);
    expect(suite.calls('/gettoken')).toBe(1);
  });

  it('keeps the country code of a number from outside the mainland', async () => {
    suite.failNext(
      '/topapi/v2/user/get',
      json(200, {
        errcode: 0,
        errmsg: 'ok',
        result: { userid: 'zhangsan', name: '张三', mobile: '91234567', state_code: '852' },
      }),
    );
    const who = await dingtalk().client.identify(APP, suite.issueCode('zhangsan'), 'inApp');
    expect(who.mobile).toBe('+85291234567');
  });

  it('shares the token between processes (one shared state, two clients)', async () => {
    await dingtalk().client.identify(APP, suite.issueCode('zhangsan'), 'redirect');
    await dingtalk().client.identify(APP, suite.issueCode('zhangsan'), 'inApp');
    expect(suite.calls('/gettoken')).toBe(1);
  });

  it('fetches a new token once when DingTalk says it is gone (40014, or 88 with sub_code 40014)', async () => {
    const client = dingtalk().client;
    await client.identify(APP, suite.issueCode('zhangsan'), 'redirect');
    suite.expireTokens();
    await client.identify(APP, suite.issueCode('zhangsan'), 'redirect');
    expect(suite.calls('/gettoken')).toBe(2);
    suite.failNext(
      '/topapi/v2/user/get',
      json(200, {
        errcode: 88,
        sub_code: '40014',
        sub_msg: '不合法的access_token',
        errmsg: 'ding talk error[subcode=40014,submsg=不合法的access_token]',
      }),
    );
    expect(await client.identify(APP, suite.issueCode('zhangsan'), 'inApp')).toEqual(ZHANGSAN);
    expect(suite.calls('/gettoken')).toBe(3);
  });

  it("refuses a spent or unknown code with DingTalk's code", async () => {
    const client = dingtalk().client;
    const code = suite.issueCode('zhangsan');
    await client.identify(APP, code, 'redirect');
    const spent = await refusal(client.identify(APP, code, 'redirect'));
    expect(spent).toBeInstanceOf(SuiteCallError);
    expect((spent as SuiteCallError).code).toBe('invalidParameter.authCode.notFound');
    const unknown = await refusal(client.identify(APP, 'nope', 'redirect'));
    expect((unknown as SuiteCallError).code).toBe('invalidParameter.authCode.notFound');
    const inApp = await refusal(client.identify(APP, 'nope', 'inApp'));
    expect((inApp as SuiteCallError).code).toBe('40078');
  });

  it("passes on the new API's own error code (a person's token DingTalk refuses)", async () => {
    suite.failNext(
      '/v1.0/contact/users/me',
      json(401, { code: 'InvalidAuthentication', message: '不合法的access_token', requestid: 'x' }),
    );
    const err = await refusal(
      dingtalk().client.identify(APP, suite.issueCode('zhangsan'), 'redirect'),
    );
    expect(err).toBeInstanceOf(SuiteCallError);
    expect((err as SuiteCallError).code).toBe('InvalidAuthentication');
  });

  it('refuses a wrong secret on either API', async () => {
    const wrong = { ...APP, secret: 'wrong' };
    const viaPage = await refusal(
      dingtalk().client.identify(wrong, suite.issueCode('zhangsan'), 'redirect'),
    );
    expect((viaPage as SuiteCallError).code).toBe(DINGTALK_BAD_CLIENT_CODE);
    const inApp = await refusal(
      dingtalk().client.identify(wrong, suite.issueCode('zhangsan'), 'inApp'),
    );
    expect((inApp as SuiteCallError).code).toBe('40089');
    expect(suite.calls('/gettoken')).toBe(1);
  });

  it('refuses a DingTalk user of another company and an outside contact', async () => {
    const back = await signIn(null);
    const outsider = await refusal(
      dingtalk().client.identify(APP, back.searchParams.get('authCode') ?? '', 'redirect'),
    );
    expect((outsider as SuiteCallError).code).toBe('not_member');
    suite.failNext(
      '/topapi/user/getbyunionid',
      json(200, { errcode: 0, errmsg: 'ok', result: { contact_type: 1, userid: 'ext1' } }),
    );
    const contact = await refusal(
      dingtalk().client.identify(APP, suite.issueCode('zhangsan'), 'redirect'),
    );
    expect((contact as SuiteCallError).code).toBe('not_member');
  });

  it('reads an unreachable DingTalk and a malformed answer as such', async () => {
    const gone = await refusal(
      dingtalk(await unreachableOrigin()).client.identify(APP, 'x', 'redirect'),
    );
    expect((gone as SuiteCallError).code).toBe('network');
    suite.failNext('/v1.0/oauth2/userAccessToken', json(200, { hello: 'world' }));
    const noToken = await refusal(dingtalk().client.identify(APP, 'x', 'redirect'));
    expect((noToken as SuiteCallError).code).toBe('bad_response');
    suite.failNext('/v1.0/oauth2/userAccessToken', json(502, { hello: 'world' }));
    const oddError = await refusal(dingtalk().client.identify(APP, 'x', 'redirect'));
    expect((oddError as SuiteCallError).code).toBe('bad_response');
    suite.failNext('/gettoken', json(200, { hello: 'world' }));
    const odd = await refusal(dingtalk().client.identify(APP, 'x', 'inApp'));
    expect((odd as SuiteCallError).code).toBe('bad_response');
  });

  it('tests the connection with a fresh access token every time', async () => {
    await dingtalk().client.check(APP);
    await dingtalk().client.check(APP);
    expect(suite.calls('/gettoken')).toBe(2);
    const err = await refusal(dingtalk().client.check({ ...APP, secret: 'wrong' }));
    expect((err as SuiteCallError).code).toBe('40089');
  });

  it('lets one of several concurrent callers fetch the token', async () => {
    await Promise.all(
      Array.from({ length: 5 }, () =>
        dingtalk().client.identify(APP, suite.issueCode('zhangsan'), 'redirect'),
      ),
    );
    expect(suite.calls('/gettoken')).toBe(1);
  });
});
