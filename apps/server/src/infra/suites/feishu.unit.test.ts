import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server.ts';
import { startFakeFeishu } from '../../../test/fake-suites/feishu.ts';
import type { FakeSuite } from '../../../test/fake-suites/fake-suite.ts';
import { unreachableOrigin } from '../../../test/fake-server.ts';
import { MemoryState } from '../state/shared-state.ts';
import { createAppTokens } from './app-tokens.ts';
import { createFeishu, feishuJsSdkUrl } from './feishu.ts';
import { SuiteCallError, type SuiteApp } from './suite-client.ts';

const APP: SuiteApp = { corpId: '', appId: 'cli_a5ca35a685b0x26e', agentId: '', secret: 's3cret' };
const APP_TOKEN_PATH = '/open-apis/auth/v3/app_access_token/internal';

describe('Feishu sign-on against a local Feishu', () => {
  let suite: FakeSuite;
  let state: MemoryState;
  beforeEach(async () => {
    suite = await startFakeFeishu({
      appId: APP.appId,
      secret: APP.secret,
      tenantKey: '736588c92lxf175d',
      members: [
        {
          userId: '5d9bdxxx',
          name: '张三',
          mobile: '+8613800138000',
          email: 'z@a.cn',
          employeeNo: 'E-0001',
        },
      ],
    });
    state = new MemoryState();
  });
  afterEach(() => suite.close());
  const feishu = (baseUrl = suite.origin) =>
    createFeishu({ baseUrl, timeoutMs: 2000 }, createAppTokens(state));
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected a refusal'),
      (e: unknown) => e as SuiteCallError,
    );

  it('builds the sign-in address on the configured origin, whose code signs in', async () => {
    const href = feishu().client.authorizeUrl(APP, {
      mode: 'pc',
      redirectUri: 'https://lms/login/feishu',
      state: 'st',
    });
    const page = new URL(href);
    expect(page.origin + page.pathname).toBe(`${suite.origin}/open-apis/authen/v1/authorize`);
    expect(Object.fromEntries(page.searchParams)).toEqual({
      client_id: APP.appId,
      response_type: 'code',
      redirect_uri: 'https://lms/login/feishu',
      state: 'st',
    });
    expect(
      feishu('').client.authorizeUrl(APP, { mode: 'pc', redirectUri: 'https://l/x', state: 's' }),
    ).toMatch(/^https:\/\/accounts\.feishu\.cn\/open-apis\/authen\/v1\/authorize\?client_id=/);

    suite.signedIn = '5d9bdxxx';
    const answer = await fetch(href, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe('https://lms/login/feishu');
    expect(back.searchParams.get('state')).toBe('st');
    const who = await feishu().client.identify(
      APP,
      back.searchParams.get('code') ?? '',
      'redirect',
    );
    expect(who.userId).toBe('5d9bdxxx');
  });

  it("trades either code for the member's identity, with the app token fetched once", async () => {
    const client = feishu().client;
    const first = await client.identify(APP, suite.issueCode('5d9bdxxx'), 'redirect');
    expect(first).toEqual({
      issuer: 'feishu:736588c92lxf175d',
      subject: '5d9bdxxx',
      userId: '5d9bdxxx',
      name: '张三',
      mobile: '13800138000',
      email: 'z@a.cn',
      employeeNo: 'E-0001',
    });
    expect(await client.identify(APP, suite.issueCode('5d9bdxxx'), 'inApp')).toEqual(first);
    expect(suite.calls(APP_TOKEN_PATH)).toBe(1);
    expect(suite.calls('/open-apis/authen/v1/oidc/access_token')).toBe(2);
    expect(suite.calls('/open-apis/authen/v1/user_info')).toBe(2);
  });

  it('shares the app token between processes (one shared state, two clients)', async () => {
    await feishu().client.identify(APP, suite.issueCode('5d9bdxxx'), 'redirect');
    await feishu().client.identify(APP, suite.issueCode('5d9bdxxx'), 'redirect');
    expect(suite.calls(APP_TOKEN_PATH)).toBe(1);
  });

  it('fetches a new app token once when Feishu says it is no longer valid', async () => {
    const client = feishu().client;
    await client.identify(APP, suite.issueCode('5d9bdxxx'), 'redirect');
    suite.expireTokens();
    const who = await client.identify(APP, suite.issueCode('5d9bdxxx'), 'redirect');
    expect(who.userId).toBe('5d9bdxxx');
    expect(suite.calls(APP_TOKEN_PATH)).toBe(2);
  });

  it('gives up when the fresh app token is refused too', async () => {
    const client = feishu().client;
    await client.identify(APP, suite.issueCode('5d9bdxxx'), 'redirect');
    suite.expireTokens();
    suite.failNext(
      APP_TOKEN_PATH,
      json(200, { code: 0, msg: 'ok', app_access_token: 'a-stale', expire: 7200 }),
    );
    const err = await refusal(client.identify(APP, suite.issueCode('5d9bdxxx'), 'redirect'));
    expect(err).toBeInstanceOf(SuiteCallError);
    expect(err.code).toBe('20014');
    expect(suite.calls(APP_TOKEN_PATH)).toBe(2);
  });

  it.each([
    [
      'a spent code',
      async (code: string, c: ReturnType<typeof feishu>['client']) => {
        await c.identify(APP, code, 'redirect');
        return c.identify(APP, code, 'redirect');
      },
    ],
    [
      'an unknown code',
      (_: string, c: ReturnType<typeof feishu>['client']) => c.identify(APP, 'nope', 'inApp'),
    ],
  ])("refuses %s with Feishu's code (20003)", async (_, run) => {
    const err = await refusal(run(suite.issueCode('5d9bdxxx'), feishu().client));
    expect(err).toBeInstanceOf(SuiteCallError);
    expect(err.kind).toBe('feishu');
    expect(err.code).toBe('20003');
  });

  it('refuses a wrong secret (10014) and someone outside the company', async () => {
    const bad = await refusal(
      feishu().client.identify(
        { ...APP, secret: 'wrong' },
        suite.issueCode('5d9bdxxx'),
        'redirect',
      ),
    );
    expect(bad.code).toBe('10014');
    const outsider = await refusal(
      feishu().client.identify(APP, suite.issueCode(null), 'redirect'),
    );
    expect(outsider.code).toBe('not_member');
  });

  it("passes on Feishu's refusal of the person (user_info)", async () => {
    suite.failNext(
      '/open-apis/authen/v1/user_info',
      json(200, { code: 20021, msg: 'User resigned' }),
    );
    const err = await refusal(
      feishu().client.identify(APP, suite.issueCode('5d9bdxxx'), 'redirect'),
    );
    expect(err.code).toBe('20021');
  });

  it('reads an unreachable Feishu and a malformed answer as such', async () => {
    const gone = await refusal(
      feishu(await unreachableOrigin()).client.identify(APP, 'x', 'redirect'),
    );
    expect(gone.code).toBe('network');
    suite.failNext(APP_TOKEN_PATH, json(200, { hello: 'world' }));
    const odd = await refusal(feishu().client.identify(APP, 'x', 'redirect'));
    expect(odd.code).toBe('bad_response');
    suite.failNext('/open-apis/authen/v1/oidc/access_token', json(200, { code: 0, msg: 'ok' }));
    const empty = await refusal(
      feishu().client.identify(APP, suite.issueCode('5d9bdxxx'), 'redirect'),
    );
    expect(empty.code).toBe('bad_response');
  });

  it('lets one of several concurrent callers fetch the app token', async () => {
    await Promise.all(
      Array.from({ length: 5 }, () =>
        feishu().client.identify(APP, suite.issueCode('5d9bdxxx'), 'redirect'),
      ),
    );
    expect(suite.calls(APP_TOKEN_PATH)).toBe(1);
  });

  it('tests the connection with a fresh app token every time', async () => {
    await feishu().client.check(APP);
    await feishu().client.check(APP);
    expect(suite.calls(APP_TOKEN_PATH)).toBe(2);
    const badId = await refusal(feishu().client.check({ ...APP, appId: 'cli_other' }));
    expect(badId.code).toBe('10003');
    const badSecret = await refusal(feishu().client.check({ ...APP, secret: 'wrong' }));
    expect(badSecret.code).toBe('10014');
  });
});

describe("Feishu's H5 JS SDK script", () => {
  it("is on Feishu's CDN, or at the same path on FEISHU_BASE_URL's origin", () => {
    expect(feishuJsSdkUrl('')).toBe(
      'https://lf1-cdn-tos.bytegoofy.com/goofy/lark/op/h5-js-sdk-1.5.26.js',
    );
    expect(feishuJsSdkUrl('http://127.0.0.1:4100')).toBe(
      'http://127.0.0.1:4100/goofy/lark/op/h5-js-sdk-1.5.26.js',
    );
  });
});
