import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server.ts';
import {
  startFakeWxwork,
  WXWORK_AGENT_TICKET,
  WXWORK_SAMPLE_TICKET,
} from '../../../test/fake-suites/wxwork.ts';
import type { FakeSuite } from '../../../test/fake-suites/fake-suite.ts';
import { unreachableOrigin } from '../../../test/fake-server.ts';
import { MemoryState } from '../state/shared-state.ts';
import { createAppTokens } from './app-tokens.ts';
import { SuiteCallError, type SuiteApp } from './suite-client.ts';
import { createWxwork, jsapiSignature } from './wxwork.ts';

const APP: SuiteApp = { corpId: 'ww-corp', appId: '1000002', agentId: '1000002', secret: 's3cret' };

describe('WeCom JS-SDK signature', () => {
  it("reproduces the published test vector (the JS-SDK's signature algorithm page)", () => {
    expect(
      jsapiSignature(
        WXWORK_SAMPLE_TICKET,
        'Wm3WZYTPz0wzccnW',
        1414587457,
        'http://mp.weixin.qq.com?params=value',
      ),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the address without its fragment', () => {
    const plain = jsapiSignature('t', 'n', 1, 'https://a.example/x?y=1');
    expect(jsapiSignature('t', 'n', 1, 'https://a.example/x?y=1#part')).toBe(plain);
  });
});

describe('WeCom sign-on against a local WeCom', () => {
  let suite: FakeSuite;
  let state: MemoryState;
  beforeEach(async () => {
    suite = await startFakeWxwork({
      corpId: APP.corpId,
      secret: APP.secret,
      members: [{ userId: 'zhangsan', name: '张三', mobile: '+86 138-0013-8000', email: 'z@a.cn' }],
    });
    state = new MemoryState();
  });
  afterEach(() => suite.close());
  const wxwork = (baseUrl = suite.origin) =>
    createWxwork({ baseUrl, timeoutMs: 2000 }, createAppTokens(state));

  it('builds the PC (QR) and in-app addresses on the configured origin', () => {
    const pc = new URL(
      wxwork().client.authorizeUrl(APP, { mode: 'pc', redirectUri: 'https://lms/x', state: 'st' }),
    );
    expect(pc.origin + pc.pathname).toBe(`${suite.origin}/wwlogin/sso/login`);
    expect(Object.fromEntries(pc.searchParams)).toEqual({
      login_type: 'CorpApp',
      appid: 'ww-corp',
      agentid: '1000002',
      redirect_uri: 'https://lms/x',
      state: 'st',
    });
    const h5 = wxwork().client.authorizeUrl(APP, {
      mode: 'h5',
      redirectUri: 'https://lms/y',
      state: 'st',
    });
    expect(h5).toMatch(/\/connect\/oauth2\/authorize\?.*scope=snsapi_base.*#wechat_redirect$/);
  });

  it("trades a code for the member's identity, with the token fetched once", async () => {
    const client = wxwork().client;
    const first = await client.identify(APP, suite.issueCode('zhangsan'), 'redirect');
    expect(first).toEqual({
      issuer: 'wxwork:ww-corp',
      subject: 'zhangsan',
      userId: 'zhangsan',
      name: '张三',
      mobile: '13800138000',
      email: 'z@a.cn',
      // WeCom keeps no employee number: the UserID stands in.
      employeeNo: 'zhangsan',
    });
    await client.identify(APP, suite.issueCode('zhangsan'), 'redirect');
    expect(suite.calls('/cgi-bin/gettoken')).toBe(1);
  });

  it('shares the token between processes (one shared state, two clients)', async () => {
    await wxwork().client.identify(APP, suite.issueCode('zhangsan'), 'redirect');
    await wxwork().client.identify(APP, suite.issueCode('zhangsan'), 'redirect');
    expect(suite.calls('/cgi-bin/gettoken')).toBe(1);
  });

  it('fetches a new token once when WeCom says it expired', async () => {
    const client = wxwork().client;
    await client.identify(APP, suite.issueCode('zhangsan'), 'redirect');
    suite.expireTokens();
    await client.identify(APP, suite.issueCode('zhangsan'), 'redirect');
    expect(suite.calls('/cgi-bin/gettoken')).toBe(2);
  });

  it.each([
    [
      'a spent code',
      40029,
      async (code: string, c: ReturnType<typeof wxwork>['client']) => {
        await c.identify(APP, code, 'redirect');
        return c.identify(APP, code, 'redirect');
      },
    ],
    [
      'an unknown code',
      40029,
      (_: string, c: ReturnType<typeof wxwork>['client']) => c.identify(APP, 'nope', 'redirect'),
    ],
  ])("refuses %s with WeCom's code", async (_, code, run) => {
    const err = await run(suite.issueCode('zhangsan'), wxwork().client).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SuiteCallError);
    expect((err as SuiteCallError).code).toBe(String(code));
  });

  it('refuses a wrong secret (40001) and someone outside the company', async () => {
    const bad = await wxwork()
      .client.identify({ ...APP, secret: 'wrong' }, suite.issueCode('zhangsan'), 'redirect')
      .catch((e: unknown) => e);
    expect((bad as SuiteCallError).code).toBe('40001');
    const outsider = await wxwork()
      .client.identify(APP, suite.issueCode(null), 'redirect')
      .catch((e: unknown) => e);
    expect((outsider as SuiteCallError).code).toBe('not_member');
  });

  it('reads an unreachable WeCom and a malformed answer as such', async () => {
    const gone = await wxwork(await unreachableOrigin())
      .client.identify(APP, 'x', 'redirect')
      .catch((e: unknown) => e);
    expect((gone as SuiteCallError).code).toBe('network');
    suite.failNext('/cgi-bin/gettoken', json(200, { hello: 'world' }));
    const odd = await wxwork()
      .client.identify(APP, 'x', 'redirect')
      .catch((e: unknown) => e);
    expect((odd as SuiteCallError).code).toBe('bad_response');
  });

  it('fetches each JS-SDK ticket once for all processes', async () => {
    expect(await wxwork().jsapiTicket(APP, 'corp')).toBe(WXWORK_SAMPLE_TICKET);
    expect(await wxwork().jsapiTicket(APP, 'corp')).toBe(WXWORK_SAMPLE_TICKET);
    expect(await wxwork().jsapiTicket(APP, 'agent')).toBe(WXWORK_AGENT_TICKET);
    expect(suite.calls('/cgi-bin/get_jsapi_ticket')).toBe(1);
    expect(suite.calls('/cgi-bin/ticket/get')).toBe(1);
  });

  it('lets one of several concurrent callers fetch the token', async () => {
    await Promise.all(
      Array.from({ length: 5 }, () =>
        wxwork().client.identify(APP, suite.issueCode('zhangsan'), 'redirect'),
      ),
    );
    expect(suite.calls('/cgi-bin/gettoken')).toBe(1);
  });

  it('tests the connection with a fresh access token every time', async () => {
    await wxwork().client.check(APP);
    await wxwork().client.check(APP);
    expect(suite.calls('/cgi-bin/gettoken')).toBe(2);
    const err = await wxwork()
      .client.check({ ...APP, corpId: 'other' })
      .catch((e: unknown) => e);
    expect((err as SuiteCallError).code).toBe('40013');
  });
});
