import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server.ts';
import { startFakeWeixin } from '../../../test/fake-suites/weixin.ts';
import type { FakeSuite } from '../../../test/fake-suites/fake-suite.ts';
import { unreachableOrigin } from '../../../test/fake-server.ts';
import { SuiteCallError, type SuiteApp } from './suite-client.ts';
import { createWeixin } from './weixin.ts';

const APP: SuiteApp = { corpId: '', appId: 'wx520c15f417810387', agentId: '', secret: 's3cret' };

describe('WeChat sign-on against a local WeChat', () => {
  let suite: FakeSuite;
  beforeEach(async () => {
    suite = await startFakeWeixin({
      appId: APP.appId,
      secret: APP.secret,
      members: [
        { userId: 'o-zhangsan', name: '张三', unionId: 'u-zhangsan' },
        { userId: 'o-lisi', name: '李四' },
      ],
    });
  });
  afterEach(() => suite.close());
  const weixin = (baseUrl = suite.origin, fetchImpl: typeof fetch = fetch) =>
    createWeixin({ baseUrl, timeoutMs: 2000 }, fetchImpl);
  const refusal = (run: Promise<unknown>) => run.catch((e: unknown) => e as SuiteCallError);

  it('builds the OAuth address on the configured origin, the parameters in their order', () => {
    const address = weixin().client.authorizeUrl(APP, {
      mode: 'h5',
      redirectUri: 'https://lms.example/login/wx?next=/a',
      state: 'st',
    });
    expect(address).toBe(
      `${suite.origin}/connect/oauth2/authorize?appid=wx520c15f417810387` +
        '&redirect_uri=https%3A%2F%2Flms.example%2Flogin%2Fwx%3Fnext%3D%2Fa' +
        '&response_type=code&scope=snsapi_userinfo&state=st#wechat_redirect',
    );
    const pub = weixin('').client.authorizeUrl(APP, {
      mode: 'h5',
      redirectUri: 'https://lms.example/login/wx',
      state: 'st',
    });
    expect(pub).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=/);
  });

  it("sends the browser back with a code that identifies the person (the page's way)", async () => {
    suite.signedIn = 'o-zhangsan';
    const address = weixin().client.authorizeUrl(APP, {
      mode: 'h5',
      redirectUri: 'https://lms.example/login/wx',
      state: 'st',
    });
    const page = await fetch(address, { redirect: 'manual' });
    const back = new URL(page.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe('https://lms.example/login/wx');
    expect(back.searchParams.get('state')).toBe('st');
    const who = await weixin().client.identify(APP, back.searchParams.get('code')!, 'redirect');
    expect(who.subject).toBe('u-zhangsan');
  });

  it('identifies by unionid when WeChat gives one, else by openid', async () => {
    const client = weixin().client;
    expect(await client.identify(APP, suite.issueCode('o-zhangsan'), 'redirect')).toEqual({
      issuer: 'weixin:wx520c15f417810387',
      subject: 'u-zhangsan',
      userId: '',
      name: '张三',
      mobile: '',
      email: '',
      employeeNo: '',
    });
    expect(await client.identify(APP, suite.issueCode('o-lisi'), 'redirect')).toEqual({
      issuer: 'weixin:wx520c15f417810387',
      subject: 'o-lisi',
      userId: '',
      name: '李四',
      mobile: '',
      email: '',
      employeeNo: '',
    });
    expect(suite.calls('/sns/oauth2/access_token')).toBe(2);
    expect(suite.calls('/sns/userinfo')).toBe(2);
  });

  it("refuses a spent code (40163) and an unknown one (40029) with WeChat's codes", async () => {
    const client = weixin().client;
    const code = suite.issueCode('o-zhangsan');
    await client.identify(APP, code, 'redirect');
    const spent = await refusal(client.identify(APP, code, 'redirect'));
    expect(spent).toBeInstanceOf(SuiteCallError);
    expect(spent).toMatchObject({ kind: 'weixin', code: '40163' });
    const unknown = await refusal(client.identify(APP, 'nope', 'redirect'));
    expect(unknown).toMatchObject({ kind: 'weixin', code: '40029' });
  });

  it('refuses a wrong secret (40125) and a wrong appid (40013)', async () => {
    const client = weixin().client;
    const secret = await refusal(
      client.identify({ ...APP, secret: 'wrong' }, suite.issueCode('o-zhangsan'), 'redirect'),
    );
    expect(secret).toMatchObject({ code: '40125' });
    const appId = await refusal(
      client.identify({ ...APP, appId: 'wx-other' }, suite.issueCode('o-zhangsan'), 'redirect'),
    );
    expect(appId).toMatchObject({ code: '40013' });
  });

  it("reads sns/userinfo's refusal, such as a token gone in between (40001)", async () => {
    const expiring: typeof fetch = (input, init) => {
      if (String(input).includes('/sns/userinfo')) suite.expireTokens();
      return fetch(input, init);
    };
    const gone = await refusal(
      weixin(suite.origin, expiring).client.identify(APP, suite.issueCode('o-lisi'), 'redirect'),
    );
    expect(gone).toMatchObject({ code: '40001' });
    suite.failNext('/sns/userinfo', json(200, { errcode: 40003, errmsg: 'invalid openid' }));
    const openId = await refusal(
      weixin().client.identify(APP, suite.issueCode('o-lisi'), 'redirect'),
    );
    expect(openId).toMatchObject({ code: '40003', message: 'weixin: 40003 invalid openid' });
  });

  it("refuses a snapshot page's stand-in account", async () => {
    suite.failNext(
      '/sns/oauth2/access_token',
      json(200, {
        access_token: 'tk',
        expires_in: 7200,
        refresh_token: 'rt',
        openid: 'o-virtual',
        scope: 'snsapi_userinfo',
        is_snapshotuser: 1,
      }),
    );
    const err = await refusal(weixin().client.identify(APP, 'x', 'redirect'));
    expect(err).toMatchObject({ code: 'snapshot_user' });
    expect(suite.calls('/sns/userinfo')).toBe(0);
  });

  it('reads an unreachable WeChat and a malformed answer as such', async () => {
    const gone = await refusal(
      weixin(await unreachableOrigin()).client.identify(APP, 'x', 'redirect'),
    );
    expect(gone).toMatchObject({ code: 'network' });
    suite.failNext('/sns/oauth2/access_token', json(200, { hello: 'world' }));
    const odd = await refusal(weixin().client.identify(APP, 'x', 'redirect'));
    expect(odd).toMatchObject({ code: 'bad_response' });
    suite.failNext('/sns/userinfo', { status: 502, body: '<html>bad gateway</html>' });
    const html = await refusal(
      weixin().client.identify(APP, suite.issueCode('o-lisi'), 'redirect'),
    );
    expect(html).toMatchObject({ code: 'bad_response' });
  });

  it("tests the connection with the official account's token (cgi-bin/token)", async () => {
    await expect(weixin().client.check(APP)).resolves.toBeUndefined();
    const err = await refusal(weixin().client.check({ ...APP, secret: 'wrong' }));
    expect(err).toMatchObject({ code: '40125' });
  });
});
