import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TIamSettings, TIamTestResult, TOidcAuthUrl, TSignOnResult } from '@ascent/shared/sso';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildSignOnCompany, expectRefusal, LANGS } from '../../../test/sign-on.ts';
import { TEST_PASSWORD } from '../../../test/builders.ts';
import { signInAtIam, startFakeIam, type FakeIam } from '../../../test/fake-iam.ts';
import { unreachableOrigin } from '../../../test/fake-server.ts';
import { operationLogs } from '../oplog/oplog.schema.ts';
import { users } from '../user/user.schema.ts';
import { ssoLinks, ssoProviders } from './sso.schema.ts';

const CLIENT_SECRET = 'iam-client-secret-of-the-lms';

/**
 * IAM sign-on against a local identity system that speaks plain OAuth 2.0 (test/fake-iam): the
 * settings, the code flow with PKCE and a single-use state, the userinfo read by dotted paths,
 * the link rules, and every refusal in three languages.
 */
describe('IAM sign-on', () => {
  let s: TestServer;
  let iam: FakeIam;
  let companyId: number;
  let departmentId: number;
  let admin: string;
  let alice: { id: number; account: string };

  beforeAll(async () => {
    s = await startTestServer();
    ({ companyId, departmentId, admin, alice } = await buildSignOnCompany(s, 'IAM arrivals', {
      email: 'alice@example.com',
    }));
    iam = await startFakeIam({
      clientId: 'ascent-lms',
      clientSecret: CLIENT_SECRET,
      people: [
        {
          userId: 'u-1001',
          loginName: alice.account,
          name: 'Alice A.',
          email: 'alice@example.com',
        },
        { userId: 'u-1002', loginName: 'nobody_here', name: 'Nobody' },
        { userId: 'u-1003', loginName: 'iam_newcomer', name: 'New Comer', email: 'n@example.com' },
      ],
    });
  });
  afterAll(async () => {
    await iam?.close();
    await s?.close();
  });

  const save = (values: Record<string, unknown>, token = admin, lang = 'en-US') =>
    s.api.post<TIamSettings>(
      '/api/manage/sso/iam/update',
      {
        authorizeUrl: iam.authorizeUrl,
        tokenUrl: iam.tokenUrl,
        userinfoUrl: iam.userinfoUrl,
        clientId: 'ascent-lms',
        scopes: 'user:read',
        subjectField: 'data.userId',
        linkBy: 'account',
        linkField: 'data.loginName',
        createDepartmentId: null,
        ...values,
      },
      { token, lang },
    );
  const authUrl = async (state?: string) => {
    const res = await s.api.post<TOidcAuthUrl>('/api/study/IAMGetAuthUrl', {
      customerId: companyId,
      ...(state === undefined ? {} : { state }),
    });
    expect(res.body.ret, res.body.msg).toBe(0);
    return res.body.data.url;
  };
  const callback = (params: Record<string, string>, lang = 'en-US') =>
    s.api.post<TSignOnResult>('/api/study/IAMCallBack', params, { lang });
  /** Leaves for the IAM, signs in there as `login`, and answers the parameters it sent back. */
  const signOn = async (login: string, state?: string) => signInAtIam(await authUrl(state), login);
  const accountOf = async (token: string) =>
    (await s.api.get<{ account: string }>('/api/study/me/profile', { token })).body.data.account;

  it('refuses sign-on until the company has set it up', async () => {
    await expectRefusal(
      (lang) => s.api.post('/api/study/IAMGetAuthUrl', { customerId: companyId }, { lang }),
      [
        '企业账号登录尚未设置，请使用账号密码登录',
        '企業帳號登入尚未設定，請使用帳號密碼登入',
        'Company account sign-in is not set up. Sign in with your account and password',
      ],
    );
  });

  it('keeps the settings for administrators only, the secret sealed and never answered', async () => {
    const learner = (await s.api.login(alice.account, TEST_PASSWORD)).token;
    expect((await s.api.post('/api/manage/sso/iam', {}, { token: learner })).body.ret).toBe(7);
    expect((await save({ clientSecret: CLIENT_SECRET }, learner)).body.ret).toBe(7);
    expect((await s.api.post('/api/manage/sso/iam/test', {}, { token: learner })).body.ret).toBe(7);

    const empty = await s.api.post<TIamSettings>('/api/manage/sso/iam', {}, { token: admin });
    expect(empty.body.data).toMatchObject({
      authorizeUrl: '',
      hasSecret: false,
      subjectField: 'sub',
      linkBy: 'account',
    });
    const saved = await save({ clientSecret: CLIENT_SECRET });
    expect(saved.body).toMatchObject({
      ret: 0,
      data: {
        authorizeUrl: iam.authorizeUrl,
        tokenUrl: iam.tokenUrl,
        userinfoUrl: iam.userinfoUrl,
        hasSecret: true,
        subjectField: 'data.userId',
        linkField: 'data.loginName',
      },
    });
    expect(JSON.stringify(saved.body)).not.toContain(CLIENT_SECRET);
    // Saved again without a secret: the stored one stays.
    expect((await save({})).body.data.hasSecret).toBe(true);
    const [row] = await s.db
      .select()
      .from(ssoProviders)
      .where(eq(ssoProviders.companyId, companyId));
    expect(row).toMatchObject({ kind: 'iam', issuer: iam.authorizeUrl });
    expect(row!.clientSecret).toMatch(/^v1\./);
    expect(row!.clientSecret).not.toContain(CLIENT_SECRET);
    const logged = await s.db.select().from(operationLogs).where(eq(operationLogs.entity, 'sso'));
    expect(logged.filter((l) => l.summary === 'iam').length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logged)).not.toContain(CLIENT_SECRET);

    const tested = await s.api.post<TIamTestResult>(
      '/api/manage/sso/iam/test',
      {},
      { token: admin },
    );
    expect(tested.body.ret, tested.body.msg).toBe(0);
    expect(tested.body.data.endpoints.map((e) => [e.name, e.status])).toEqual([
      ['authorize', 400],
      ['token', 405],
      ['userinfo', 401],
    ]);
  });

  it('refuses settings that cannot work, in the caller’s language', async () => {
    for (const field of ['authorizeUrl', 'tokenUrl', 'userinfoUrl'])
      await expectRefusal(
        (lang) => save({ [field]: 'http://iam.example.com/x' }, admin, lang),
        [
          '请输入有效的地址（https，仅本机可用 http）',
          '請輸入有效的位址（https，僅本機可用 http）',
          'Please enter a valid address (https; http only on this machine)',
        ],
      );
    await expectRefusal(
      (lang) => save({ linkField: 'data..name' }, admin, lang),
      [
        '请输入用户信息中的字段（如 sub 或 data.userId）',
        '請輸入使用者資訊中的欄位（如 sub 或 data.userId）',
        'Please enter a field of the user info, e.g. sub or data.userId',
      ],
    );
    await expectRefusal(
      (lang) => save({ scopes: 'read  write' }, admin, lang),
      ['授权范围须以空格分隔', '授權範圍須以空格分隔', 'The scopes must be separated by spaces'],
    );
    await expectRefusal(
      (lang) => save({ linkBy: 'create' }, admin, lang),
      [
        '请选择新建账号所在的部门',
        '請選擇新建帳號所在的部門',
        'Please choose the department new accounts are created in',
      ],
    );
    // Empty scopes are the IAM's default scope.
    expect((await save({ scopes: '' })).body.data.scopes).toBe('');
    const kept = await s.api.post<TIamSettings>('/api/manage/sso/iam', {}, { token: admin });
    expect(kept.body.data.authorizeUrl).toBe(iam.authorizeUrl);
  });

  it('sends the visitor to the IAM with PKCE, a single-use state and this site’s redirect URI', async () => {
    await save({ scopes: 'user:read openid_not_needed' });
    const url = new URL(await authUrl('/course/detail?id=5'));
    expect(url.origin + url.pathname).toBe(iam.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'ascent-lms',
      redirect_uri: `${s.baseUrl}/sso/iamLogin`,
      scope: 'user:read openid_not_needed',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    await save({ scopes: '' });
    expect(new URL(await authUrl()).searchParams.has('scope')).toBe(false);
  });

  it('signs in the person the IAM vouches for, found by account through a dotted field, and lands on the path it began from', async () => {
    await save({});
    const res = await callback(await signOn('u-1001', '/course/detail?id=5'));
    expect(res.body.ret, res.body.msg).toBe(0);
    expect(res.body.data.redirect).toBe('/course/detail?id=5');
    expect(await accountOf(res.body.data.login.token)).toBe(alice.account);
    // The token request carried the client's credentials and the PKCE verifier.
    expect(Object.fromEntries(iam.lastTokenForm!)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'ascent-lms',
      client_secret: CLIENT_SECRET,
      redirect_uri: `${s.baseUrl}/sso/iamLogin`,
    });
    expect(iam.lastTokenForm!.get('code_verifier')).toMatch(/^[\w-]{43}$/);
    const [link] = await s.db.select().from(ssoLinks).where(eq(ssoLinks.userId, alice.id));
    expect(link).toMatchObject({ kind: 'iam', issuer: iam.origin, subject: 'u-1001' });
    // The link is kept: the subject signs in though the rule would no longer find them.
    await save({ linkBy: 'email', linkField: 'data.email' });
    await s.db.update(users).set({ email: 'changed@example.com' }).where(eq(users.id, alice.id));
    const again = await callback(await signOn('u-1001'));
    expect(again.body.ret, again.body.msg).toBe(0);
    expect(again.body.data.redirect).toBe('/');
    await save({});
  });

  it('never sends the person to another site afterwards', async () => {
    for (const state of ['https://evil.example.com/', '//evil.example.com', '/\\evil.example.com'])
      expect((await callback(await signOn('u-1001', state))).body.data.redirect).toBe('/');
  });

  it('refuses a forged state and a replayed callback', async () => {
    const invalid = [
      '登录请求无效或已过期，请重新登录',
      '登入請求無效或已過期，請重新登入',
      'The sign-in request is invalid or has expired. Please sign in again',
    ] as const;
    const genuine = await signOn('u-1001');
    await expectRefusal(
      (lang) => callback({ ...genuine, state: 'forged-state-value' }, lang),
      invalid,
    );
    expect((await callback(genuine)).body.ret).toBe(0);
    await expectRefusal((lang) => callback(genuine, lang), invalid);
  });

  it('fails when the IAM refuses the code, and passes on its refusal of the sign-in', async () => {
    const failed = [
      '企业账号登录失败，请重新登录',
      '企業帳號登入失敗，請重新登入',
      'Sign-in with the company account failed. Please sign in again',
    ] as const;
    // A replayed code: even with its state still on record, the IAM will not trade it twice.
    const params = await signOn('u-1001');
    const flow = (await s.state.get(`iam:${params.state!}`))!;
    expect((await callback(params)).body.ret).toBe(0);
    await expectRefusal(async (lang) => {
      await s.state.set(`iam:${params.state!}`, flow, 60);
      return callback(params, lang);
    }, failed);
    // A wrong PKCE verifier: the code was asked for with another challenge.
    await expectRefusal(async (lang) => {
      const next = await signOn('u-1001');
      const key = `iam:${next.state!}`;
      const entry = JSON.parse((await s.state.get(key))!) as { verifier: string };
      await s.state.set(key, JSON.stringify({ ...entry, verifier: 'x'.repeat(43) }), 60);
      return callback(next, lang);
    }, failed);
    // The IAM no longer knows the client's secret.
    await save({ clientSecret: 'another-secret' });
    await expectRefusal(async (lang) => callback(await signOn('u-1001'), lang), failed);
    await save({ clientSecret: CLIENT_SECRET });
    // The person was refused at the IAM.
    const refused = await signOn('someone-else');
    expect(refused.error).toBe('access_denied');
    expect((await callback(refused)).body).toMatchObject({
      ret: 1,
      msg: 'The identity provider refused the sign-in: access_denied',
    });
  });

  it('refuses someone the rule does not find', async () => {
    await expectRefusal(
      async (lang) => callback(await signOn('u-1002'), lang),
      [
        '没有匹配的账号，请联系管理员',
        '沒有相符的帳號，請聯絡管理員',
        'No matching account. Please contact your administrator',
      ],
    );
  });

  it('creates a newcomer in the chosen department under the create rule', async () => {
    await save({ linkBy: 'create', createDepartmentId: departmentId });
    const res = await callback(await signOn('u-1003'));
    expect(res.body.ret, res.body.msg).toBe(0);
    const [made] = await s.db.select().from(users).where(eq(users.account, 'iam_newcomer'));
    expect(made).toMatchObject({ companyId, departmentId, realName: 'New Comer' });
    expect(await accountOf(res.body.data.login.token)).toBe('iam_newcomer');
    await save({});
  });

  it('says when the IAM cannot be reached', async () => {
    const gone = await unreachableOrigin();
    const prefixes = [
      '无法连接身份提供方：',
      '無法連線身分提供者：',
      'The identity provider could not be reached: ',
    ];
    await save({ tokenUrl: `${gone}/oauth/token` });
    for (const [i, lang] of LANGS.entries()) {
      const res = await callback(await signOn('u-1001'), lang);
      expect(res.body.ret, lang).toBe(1);
      expect(res.body.msg.startsWith(prefixes[i]!), res.body.msg).toBe(true);
    }
    const tested = await s.api.post('/api/manage/sso/iam/test', {}, { token: admin });
    expect(tested.body.ret).toBe(1);
    expect(tested.body.msg).toContain(`${gone}/oauth/token`);
    await save({});
  });
});
