import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION, type TRegistrationSettings } from '@ascent/shared/registration';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildDepartment, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { expectRefusal } from '../../../test/sign-on.ts';
import { operationLogs } from '../oplog/oplog.schema.ts';
import { users } from '../user/user.schema.ts';
import { registrations } from './registration.schema.ts';

/** A password the strong policy accepts. */
const PASSWORD = 'Plum!Harbor_47';
const newMobile = () => `138${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`;
const newAccount = () => `reg_${crypto.randomBytes(4).toString('hex')}`;
/** A client address of its own, so one test's per-address limit leaves the others alone. */
const newAddress = () =>
  `10.${crypto.randomInt(0, 256)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;
const NO_TEXTS = { zh_CN: '', zh_TW: '', en_US: '' };

/** Self-registration (spec s.3, s.5, s.6, s.7 "Registration"; docs/decisions.md "Registration"). */
describe('registration', () => {
  let s: TestServer;
  let companyId: number;
  let landing: number;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer({ REGISTER_ENTERPRISES: 'on' });
    companyId = (await buildCompany(s.db, { name: 'Harbor Logistics' })).id;
    landing = (await buildDepartment(s.db, companyId, 'Newcomers')).id;
    const adminUser = await buildUser(s.db, { companyId, roles: ['admin'] });
    admin = (await s.api.login(adminUser.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const saveSettings = (body: Partial<TRegistrationSettings>, lang = 'en-US') =>
    s.api.post<TRegistrationSettings>(
      '/api/manage/registration/update',
      {
        open: true,
        departmentId: landing,
        choosableDepartmentIds: [],
        agreement: NO_TEXTS,
        privacy: NO_TEXTS,
        ...body,
      },
      { token: admin, lang },
    );

  /** A complete, valid individual registration, with a fresh captcha and address. */
  const individual = async (over: Record<string, unknown> = {}) => ({
    account: newAccount(),
    password: await s.api.encrypt(PASSWORD),
    realName: 'Mei Lin',
    mobile: newMobile(),
    email: 'mei@example.com',
    enterpriseId: companyId,
    area: 'Shanghai',
    address: '1 Harbor Road',
    agree: true,
    ...(await s.solveCaptcha()),
    ...over,
  });
  const register = (
    body: Record<string, unknown>,
    opts: { lang?: string; ip?: string; kind?: 'individual' | 'enterprise' } = {},
  ) =>
    s.api.post<{ account: string }>(`/api/study/register/${opts.kind ?? 'individual'}`, body, {
      lang: opts.lang ?? 'en-US',
      headers: { 'x-forwarded-for': opts.ip ?? newAddress() },
    });
  /** Each language's try with its own valid captcha, the rest of `body` as given. */
  const refusedIn =
    (body: () => Promise<Record<string, unknown>>, kind?: 'individual' | 'enterprise') =>
    async (lang: string) =>
      register({ ...(await body()), ...(await s.solveCaptcha()) }, { lang, kind });

  it('is closed until the admin opens it, in three languages', async () => {
    const status = await s.api.post('/api/study/register/status', {});
    expect(status.body).toMatchObject({ ret: 0, data: { open: false, enterprise: null } });
    await expectRefusal(
      refusedIn(() => individual()),
      ['注册已关闭', '註冊已關閉', 'Registration is now closed'],
    );
    // Opening needs a landing department.
    await expectRefusal(
      (lang) => saveSettings({ departmentId: null }, lang),
      [
        '开放注册前请选择新用户所在的部门',
        '開放註冊前請選擇新使用者所在的部門',
        'Choose the department new people join before opening registration',
      ],
    );
  });

  it('opens from the admin settings (logged), then a person registers and signs in', async () => {
    const saved = await saveSettings({
      agreement: { zh_CN: '用户协议正文', zh_TW: '使用者協議正文', en_US: 'The agreement' },
      privacy: { zh_CN: '隐私政策正文', zh_TW: '', en_US: 'The privacy policy' },
    });
    expect(saved.body).toMatchObject({ ret: 0, msg: 'Registration settings saved' });
    const logged = await s.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.entity, 'registration'));
    expect(logged.at(-1)).toMatchObject({ action: 'create', entityId: String(companyId) });

    const status = await s.api.post('/api/study/register/status', {});
    expect(status.body.data).toMatchObject({
      open: true,
      enterprise: { id: companyId, name: 'Harbor Logistics', departments: [] },
      enterpriseOpen: true,
    });
    const body = await individual();
    const done = await register(body);
    expect(done.body).toMatchObject({
      ret: 0,
      msg: 'Registered. Please sign in',
      data: { account: body.account },
    });
    const login = await s.api.login(body.account as string, PASSWORD);
    expect(login.changePassword).toBe(false);
    const profile = await s.api.get<{ realName: string }>('/api/study/me/profile', {
      token: login.token,
    });
    expect(profile.body.data.realName).toBe('Mei Lin');
    const [row] = await s.db
      .select()
      .from(users)
      .where(eq(users.account, body.account as string));
    expect(row).toMatchObject({ companyId, departmentId: landing, mobile: body.mobile });
    const [reg] = await s.db.select().from(registrations).where(eq(registrations.userId, row!.id));
    expect(reg).toMatchObject({ kind: 'individual', area: 'Shanghai', address: '1 Harbor Road' });

    // The texts, in the caller's language (zh-TW's empty privacy falls back to zh-CN's).
    const terms = (kind: string, lang: string) =>
      s.api.post<{ text: string }>('/api/study/register/terms', { kind }, { lang });
    expect((await terms('agreement', 'en-US')).body.data.text).toBe('The agreement');
    expect((await terms('agreement', 'zh-TW')).body.data.text).toBe('使用者協議正文');
    expect((await terms('privacy', 'zh-TW')).body.data.text).toBe('隐私政策正文');
  });

  it('refuses a taken account and a second registration of the same mobile number', async () => {
    await saveSettings({});
    const first = await individual();
    expect((await register(first)).body.ret).toBe(0);
    await expectRefusal(
      refusedIn(() => individual({ account: first.account.toUpperCase() })),
      ['该账号已被使用', '該帳號已被使用', 'This account is already taken'],
    );
    await expectRefusal(
      refusedIn(() => individual({ mobile: first.mobile })),
      ['您不能重复注册！', '您不能重複註冊！', 'You can not repeat to register!'],
    );
    const check = (account: string) =>
      s.api.post(
        '/api/study/accountCheck',
        { account },
        { headers: { 'x-forwarded-for': newAddress() } },
      );
    expect((await check(first.account)).body.data).toEqual({
      account: first.account,
      available: false,
    });
    expect((await check(newAccount())).body.data).toMatchObject({ available: true });
  });

  it('refuses bad formats, unaccepted terms and a wrong captcha, changing nothing', async () => {
    await saveSettings({});
    const cases: [Record<string, unknown>, [string, string, string]][] = [
      [
        { mobile: '12345678901' },
        ['请输入正确的手机号码', '請輸入正確的手機號碼', 'Please enter a valid mobile number'],
      ],
      [
        { account: 'ab' },
        ['账号至少 3 个字符', '帳號至少 3 個字元', 'The account must be at least 3 characters'],
      ],
      [
        { email: 'not-an-email' },
        ['请输入正确的邮箱地址', '請輸入正確的電子郵件地址', 'Please enter a valid email address'],
      ],
      [
        { agree: false },
        [
          '请阅读并同意用户协议和隐私政策',
          '請閱讀並同意使用者協議和隱私權政策',
          'Please read and accept the user agreement and the privacy policy',
        ],
      ],
      [{ realName: '   ' }, ['请输入姓名', '請輸入姓名', 'Please enter your name']],
    ];
    for (const [over, msgs] of cases)
      await expectRefusal(
        refusedIn(() => individual(over)),
        msgs,
      );
    // A Chinese account of two characters is fine by the format rule (spec s.5).
    const chinese = await register(await individual({ account: `梅${crypto.randomInt(0, 9)}` }));
    expect(chinese.body.ret).toBe(0);

    // A wrong captcha, and one used twice.
    const { captchaKey } = await s.solveCaptcha();
    for (const [lang, msg] of [
      ['zh-CN', '验证码错误或已过期'],
      ['zh-TW', '驗證碼錯誤或已過期'],
      ['en-US', 'The captcha is wrong or has expired'],
    ] as const) {
      const body = await individual({ captchaKey, captcha: 'zzzz' });
      expect((await register(body, { lang })).body, lang).toMatchObject({ ret: 1, msg });
    }
    // The company's password policy applies.
    await expectRefusal(
      refusedIn(async () => individual({ password: await s.api.encrypt('plainpassword') })),
      [
        '密码须包含小写字母、大写字母、数字、特殊字符中的至少三种',
        '密碼須包含小寫字母、大寫字母、數字、特殊字元中的至少三種',
        'The password must contain at least three of: lowercase letters, uppercase letters, digits, special characters',
      ],
    );
    const before = (await s.db.select().from(users)).length;
    expect((await register(await individual({ agree: false }))).body.ret).toBe(1);
    expect((await s.db.select().from(users)).length).toBe(before);
  });

  it('lands people in a department they choose when the admin lists some', async () => {
    const sales = (await buildDepartment(s.db, companyId, 'Sales')).id;
    const other = await buildCompany(s.db);
    const foreign = (await buildDepartment(s.db, other.id, 'Elsewhere')).id;
    await expectRefusal(
      (lang) => saveSettings({ choosableDepartmentIds: [sales, foreign] }, lang),
      [
        '请选择本企业的部门',
        '請選擇本企業的部門',
        "Please choose one of the company's departments",
      ],
    );
    expect((await saveSettings({ choosableDepartmentIds: [sales, landing] })).body.ret).toBe(0);
    await expectRefusal(
      refusedIn(() => individual({ departmentId: foreign })),
      [
        '请选择本企业的部门',
        '請選擇本企業的部門',
        "Please choose one of the company's departments",
      ],
    );
    const body = await individual({ departmentId: sales });
    expect((await register(body)).body.ret).toBe(0);
    const [row] = await s.db.select().from(users).where(eq(users.account, body.account));
    expect(row!.departmentId).toBe(sales);
    const found = await s.api.post('/api/study/enterprise/search', { keyword: 'harbor' });
    expect(found.body.data).toEqual({
      list: [
        {
          id: companyId,
          name: 'Harbor Logistics',
          departments: expect.arrayContaining([
            { id: sales, name: 'Sales' },
            { id: landing, name: 'Newcomers' },
          ]),
        },
      ],
    });
    await saveSettings({ choosableDepartmentIds: [] });
  });

  it('finds only enterprises that opened registration, and never private data', async () => {
    await buildCompany(s.db, { name: 'Harbor Closed Ltd' });
    const found = await s.api.post<{ list: { id: number; name: string }[] }>(
      '/api/study/enterprise/search',
      { keyword: 'Harbor' },
    );
    expect(found.body.data.list.map((c) => c.name)).toEqual(['Harbor Logistics']);
    expect(Object.keys(found.body.data.list[0]!).sort()).toEqual(['departments', 'id', 'name']);
    expect((await s.api.post('/api/study/enterprise/search', { keyword: '%' })).body.data).toEqual({
      list: [],
    });
  });

  it('limits registrations per client address', async () => {
    await saveSettings({});
    const ip = newAddress();
    // Every try counts, a refused one too (here: a wrong captcha).
    for (let i = 0; i < REGISTRATION.attemptsPerHour; i++)
      await register(await individual({ captcha: 'zzzz' }), { ip });
    for (const [lang, msg] of [
      ['zh-CN', '注册过于频繁，请稍后再试'],
      ['zh-TW', '註冊過於頻繁，請稍後再試'],
      ['en-US', 'Too many registrations from your network. Please try again later'],
    ] as const)
      expect((await register(await individual(), { lang, ip })).body, lang).toMatchObject({
        ret: 1,
        msg,
      });
  });

  /** A complete, valid enterprise registration. */
  const enterprise = async (over: Record<string, unknown> = {}) => ({
    enterpriseName: 'Orchid Robotics',
    domain: `learn-${crypto.randomBytes(3).toString('hex')}.orchid.example.com`,
    account: newAccount(),
    password: await s.api.encrypt(PASSWORD),
    realName: 'Ada Wu',
    mobile: newMobile(),
    email: '',
    agree: true,
    ...(await s.solveCaptcha()),
    ...over,
  });

  it('registers an enterprise: a new company, its domain and its administrator', async () => {
    const body = await enterprise();
    const done = await register(body, { kind: 'enterprise' });
    expect(done.body).toMatchObject({ ret: 0, data: { account: body.account } });
    const login = await s.api.login(body.account, PASSWORD);
    expect(login).toMatchObject({ isAdmin: true, changePassword: false });
    const [row] = await s.db.select().from(users).where(eq(users.account, body.account));
    expect(row!.companyId).not.toBe(companyId);
    // The new company's site answers by its domain.
    const config = await s.api.post<{ companyName: string }>('/api/study/platform/config', {
      site: body.domain,
    });
    expect(config.body.data.companyName).toBe('Orchid Robotics');
    // Its admin reaches the admin API: registration settings start closed.
    const settings = await s.api.post<TRegistrationSettings>(
      '/api/manage/registration',
      {},
      { token: login.token },
    );
    expect(settings.body.data).toMatchObject({ open: false, departmentId: null });

    await expectRefusal(
      refusedIn(() => enterprise({ domain: body.domain.toUpperCase() }), 'enterprise'),
      ['该企业域名已被使用', '該企業網域已被使用', 'This enterprise domain is already taken'],
    );
    await expectRefusal(
      refusedIn(() => enterprise({ domain: '' }), 'enterprise'),
      ['请输入企业域名', '請輸入企業網域', "Please enter the enterprise's domain"],
    );
    await expectRefusal(
      refusedIn(() => enterprise({ domain: 'not a domain' }), 'enterprise'),
      [
        '请输入有效的企业域名，如 learn.example.com',
        '請輸入有效的企業網域，如 learn.example.com',
        'Please enter a valid domain, e.g. learn.example.com',
      ],
    );
    await expectRefusal(
      refusedIn(() => enterprise({ enterpriseName: ' ' }), 'enterprise'),
      ['请输入企业名称', '請輸入企業名稱', "Please enter the enterprise's name"],
    );
    await expectRefusal(
      refusedIn(() => enterprise({ realName: '' }), 'enterprise'),
      ['请输入姓名', '請輸入姓名', 'Please enter your name'],
    );
  });

  it('refuses enterprises when the operator has not opened it', async () => {
    const closed = await startTestServer();
    try {
      const body = {
        enterpriseName: 'Closed Co',
        domain: 'closed.example.com',
        account: newAccount(),
        password: await closed.api.encrypt(PASSWORD),
        realName: 'A',
        mobile: newMobile(),
        agree: true,
      };
      await expectRefusal(
        async (lang) =>
          closed.api.post(
            '/api/study/register/enterprise',
            { ...body, ...(await closed.solveCaptcha()) },
            { lang },
          ),
        ['注册已关闭', '註冊已關閉', 'Registration is now closed'],
      );
    } finally {
      await closed.close();
    }
  });
});
