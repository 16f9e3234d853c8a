import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type { TCompanyConfig, TLogoUpload } from '@ascent/shared/config';
import type { TCompanyInfo, TPlatformConfig, TPortal } from '@ascent/shared/platform';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/** manage/company/config (read every group), config/update (one group) and the logo upload. */

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from('ffd8ffe000104a464946', 'hex');

describe('company configuration (admin)', () => {
  let s: TestServer;
  let company: Awaited<ReturnType<typeof buildCompany>>;
  let admin: string;
  let learner: string;
  let otherAdmin: string;

  beforeAll(async () => {
    s = await startTestServer();
    company = await buildCompany(s.db, {
      name: 'Config Co.',
      passExpire: 90,
      useStrongPass: 1,
      languages: 'zh_CN,zh_TW,en_US',
      isInformation: 1,
      studyCopyright: '© Config Co.',
    });
    const other = await buildCompany(s.db, { name: 'Other Co.' });
    const a = await buildUser(s.db, {
      companyId: company.id,
      roles: ['admin'],
      account: 'cfg_admin',
    });
    const l = await buildUser(s.db, { companyId: company.id });
    const o = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    otherAdmin = (await s.api.login(o.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const read = async (token = admin) =>
    (await s.api.post<TCompanyConfig>('/api/manage/company/config', {}, { token })).body.data;
  const update = (body: unknown, opts: { token?: string; lang?: string } = {}) =>
    s.api.post<TCompanyConfig>('/api/manage/company/config/update', body, {
      token: opts.token ?? admin,
      lang: opts.lang,
    });
  const logs = async () =>
    (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'company' },
        { token: admin },
      )
    ).body.data;
  const platformConfig = async () =>
    (await s.api.post<TPlatformConfig>('/api/study/platform/config', {})).body.data;
  const companyInfo = async () =>
    (await s.api.get<TCompanyInfo>('/api/study/me/company/config', { token: learner })).body.data;

  it('reads every group of the caller company', async () => {
    const res = await s.api.post<TCompanyConfig>(
      '/api/manage/company/config',
      {},
      { token: admin },
    );
    expect(res.body.ret).toBe(0);
    expect(res.body.data).toEqual({
      password: { useStrongPass: 1, passExpire: 90, useChangepassword: 1 },
      languages: { languages: ['zh_CN', 'zh_TW', 'en_US'] },
      branding: { name: 'Config Co.', logo1: '', logo2: '', theme: '' },
      footer: { studyCopyright: '© Config Co.', icpNo: '', ncNo: '' },
      portal: { portalTitle: '', portalIntro: '', portalImage: '' },
      features: {
        isOpenAiRobot: 2,
        useQa: 0,
        isFeedback: 0,
        isOpenDownloadWatermark: 0,
        useNewWindow: 0,
        studyTrack: 0,
        isInformation: 1,
        pcHomeType: 1,
      },
      customer: { customerCode: '', customMobileDomain: '', mobileDomain: '', mobileModule: '' },
      sso: { useOIDC: 0, platform: 'web' },
      time: { timeZone: 'Asia/Shanghai' },
    });
    expect((await read(otherAdmin)).branding.name).toBe('Other Co.');
  });

  it('a password policy change shows to the learner at once, in every process (each drops its cached company), and is logged', async () => {
    const other = await s.anotherProcess();
    const infoElsewhere = async () =>
      (await other.get<TCompanyInfo>('/api/study/me/company/config', { token: learner })).body.data;
    expect((await companyInfo()).passExpire).toBe(90); // now cached in this process
    expect((await infoElsewhere()).passExpire).toBe(90); // and in the other
    const res = await update({
      group: 'password',
      values: { useStrongPass: 0, passExpire: 30, useChangepassword: 0 },
    });
    expect(res.body.ret).toBe(0);
    expect(res.body.msg).toBe('Modified successfully');
    expect(res.body.data.password).toEqual({
      useStrongPass: 0,
      passExpire: 30,
      useChangepassword: 0,
    });
    expect(await companyInfo()).toMatchObject({
      useStrongPass: 0,
      passExpire: 30,
      useChangepassword: 0,
    });
    expect((await platformConfig()).useStrongPass).toBe(0);
    await expect.poll(async () => (await infoElsewhere()).passExpire, { timeout: 1000 }).toBe(30);
    const log = (await logs()).list[0]!;
    expect(log).toMatchObject({
      actorAccount: 'cfg_admin',
      action: 'update',
      entity: 'company',
      entityId: String(company.id),
      summary: 'password',
      before: { useStrongPass: 1, passExpire: 90, useChangepassword: 1 },
      after: { useStrongPass: 0, passExpire: 30, useChangepassword: 0 },
    });
  });

  it('languages keep their order and reach platform/config', async () => {
    const res = await update({ group: 'languages', values: { languages: ['en_US', 'zh_CN'] } });
    expect(res.body.data.languages.languages).toEqual(['en_US', 'zh_CN']);
    expect((await platformConfig()).languages).toBe('en_US,zh_CN');
    await update({ group: 'languages', values: { languages: ['zh_CN', 'zh_TW', 'en_US'] } });
  });

  it('footer, features, customer and SSO values are stored and published', async () => {
    const groups = {
      footer: { studyCopyright: '© 2026 Config', icpNo: 'ICP-1', ncNo: 'NC-2' },
      features: {
        isOpenAiRobot: 13,
        useQa: 1,
        isFeedback: 1,
        isOpenDownloadWatermark: 1,
        useNewWindow: 1,
        studyTrack: 1,
        isInformation: 0,
        pcHomeType: 2,
      },
      customer: {
        customerCode: 'dfzx',
        customMobileDomain: 'https://m.config.example/h5',
        mobileDomain: 'm.config.example',
        mobileModule: 'h5',
      },
      sso: { useOIDC: 1, platform: '25' },
      time: { timeZone: 'America/New_York' },
    } as const;
    for (const [group, values] of Object.entries(groups)) {
      const res = await update({ group, values });
      expect(res.body.ret, group).toBe(0);
      expect(res.body.data[group as keyof TCompanyConfig], group).toEqual(values);
    }
    const config = await read();
    expect(config.footer).toEqual(groups.footer);
    expect(config.sso).toEqual(groups.sso);
    expect(await platformConfig()).toMatchObject({
      ...groups.footer,
      ...groups.features,
      ...groups.customer,
      useOIDC: 1,
      // The ids come from the WeCom settings (sso/suites.test.ts); none are set here.
      appId: '',
      corpId: '',
      agentId: '',
      platform: '25',
      timeZone: 'America/New_York',
    });
    // The AI robot is switched off with 2.
    const off = await update({
      group: 'features',
      values: { ...groups.features, isOpenAiRobot: 2 },
    });
    expect(off.body.data.features.isOpenAiRobot).toBe(2);
  });

  it('a refused group changes nothing, logs nothing and says why in the caller language', async () => {
    const before = await read();
    const logged = (await logs()).total;
    const cases: [unknown, string, string][] = [
      [
        { group: 'password', values: { useStrongPass: 1, passExpire: 4000, useChangepassword: 1 } },
        'Enter a whole number from 0 to 3650',
        'values.passExpire',
      ],
      [
        { group: 'languages', values: { languages: [] } },
        'Choose at least one language',
        'values.languages',
      ],
      [
        { group: 'branding', values: { name: 'X', logo1: '', logo2: '', theme: 'blue' } },
        'Enter a colour such as #1677ff',
        'values.theme',
      ],
      [
        {
          group: 'branding',
          values: { name: 'X', logo1: 'javascript:alert(1)', logo2: '', theme: '' },
        },
        'Enter an address starting with http://, https:// or /',
        'values.logo1',
      ],
      [
        { group: 'footer', values: { studyCopyright: 'x'.repeat(101), icpNo: '', ncNo: '' } },
        'At most 100 characters',
        'values.studyCopyright',
      ],
      [
        {
          group: 'portal',
          values: { portalTitle: 'Welcome', portalIntro: 'x'.repeat(501), portalImage: '' },
        },
        'At most 500 characters',
        'values.portalIntro',
      ],
      [
        {
          group: 'portal',
          values: { portalTitle: '', portalIntro: '', portalImage: 'data:image/png;base64,AA' },
        },
        'Enter an address starting with http://, https:// or /',
        'values.portalImage',
      ],
      [
        { group: 'features', values: { ...before.features, isOpenAiRobot: 19 } },
        'Please choose one of the offered options',
        'values.isOpenAiRobot',
      ],
      [
        {
          group: 'customer',
          values: { ...before.customer, mobileDomain: 'not a domain' },
        },
        'Enter a valid host name (such as learn.example.com)',
        'values.mobileDomain',
      ],
      [
        { group: 'password', values: { useStrongPass: 1, passExpire: 30 } },
        'Please choose one of the offered options',
        'values.useChangepassword',
      ],
    ];
    for (const [body, msg, field] of cases) {
      const res = await update(body);
      expect(res.body, JSON.stringify(body).slice(0, 60)).toEqual({ ret: 1, msg, data: { field } });
    }
    expect((await update(cases[1]![0], { lang: 'zh-CN' })).body.msg).toBe('请至少选择一种语言');
    expect(await read()).toEqual(before);
    expect((await logs()).total).toBe(logged);
  });

  it('a learner cannot read or change the configuration (ret 7)', async () => {
    expect((await s.api.post('/api/manage/company/config', {}, { token: learner })).body.ret).toBe(
      7,
    );
    const res = await update(
      { group: 'footer', values: { studyCopyright: 'x', icpNo: '', ncNo: '' } },
      { token: learner },
    );
    expect(res.body.ret).toBe(7);
  });

  it('an admin of another company changes only their own company', async () => {
    const res = await update(
      { group: 'footer', values: { studyCopyright: 'Other', icpNo: '', ncNo: '' } },
      { token: otherAdmin },
    );
    expect(res.body.ret).toBe(0);
    expect((await read()).footer.studyCopyright).not.toBe('Other');
    expect((await read(otherAdmin)).footer.studyCopyright).toBe('Other');
  });

  describe('logos', () => {
    const upload = (bytes: Buffer, name: string, type: string, token = admin) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      return s.api.call<TLogoUpload>('POST', '/api/manage/company/logo', { raw: form, token });
    };

    it('stores a PNG that branding then uses; a replaced upload is removed', async () => {
      const first = await upload(PNG, 'logo.png', 'image/png');
      expect(first.body.ret).toBe(0);
      const url1 = first.body.data.url;
      expect(url1).toMatch(/^\/api\/files\/logos\/\d{6}\/[0-9a-f-]{36}\.png$/);
      const served = await fetch(s.baseUrl + url1);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

      const branding = { name: 'Config Co. Learning', logo1: url1, logo2: url1, theme: '#1677ff' };
      const saved = await update({ group: 'branding', values: branding });
      expect(saved.body.data.branding).toEqual(branding);
      expect(await platformConfig()).toMatchObject({
        companyName: 'Config Co. Learning',
        logo1: url1,
        logo2: url1,
        theme: '#1677ff',
      });
      expect(await companyInfo()).toMatchObject({
        companyName: 'Config Co. Learning',
        theme: '#1677ff',
      });

      const url2 = (await upload(PNG, 'logo2.png', 'image/png')).body.data.url;
      await update({ group: 'branding', values: { ...branding, logo1: url2 } });
      // logo2 still uses the first file, so it stays.
      expect((await fetch(s.baseUrl + url1)).status).toBe(200);
      await update({
        group: 'branding',
        values: { ...branding, logo1: url2, logo2: 'https://cdn.example.com/l.png' },
      });
      expect((await fetch(s.baseUrl + url1)).status).toBe(404);
      expect((await fetch(s.baseUrl + url2)).status).toBe(200);
    });

    it('the portal: its heading, introduction and uploaded picture reach study/platform/portal; a replaced picture is removed', async () => {
      const url1 = (await upload(PNG, 'hall.png', 'image/png')).body.data.url;
      const portal = {
        portalTitle: 'Learn with Config Co.',
        portalIntro: 'Courses, exams and programmes for every team.',
        portalImage: url1,
      };
      const saved = await update({ group: 'portal', values: portal });
      expect(saved.body.data.portal).toEqual(portal);
      const before = await read();
      const shown = await s.api.post<TPortal>('/api/study/platform/portal', {});
      expect(shown.body).toMatchObject({ ret: 0 });
      expect(shown.body.data).toEqual({
        companyName: before.branding.name,
        logo: before.branding.logo1 || before.branding.logo2,
        title: portal.portalTitle,
        intro: portal.portalIntro,
        image: url1,
        studyCopyright: before.footer.studyCopyright,
        icpNo: before.footer.icpNo,
        ncNo: before.footer.ncNo,
      });
      expect((await logs()).list[0]).toMatchObject({ summary: 'portal', after: portal });

      await update({ group: 'portal', values: { ...portal, portalImage: '' } });
      expect((await fetch(s.baseUrl + url1)).status).toBe(404);
      expect((await s.api.post<TPortal>('/api/study/platform/portal', {})).body.data.image).toBe(
        '',
      );
    });

    it('refuses other formats, a name that lies, an empty file and more than 1 MB', async () => {
      const gif = await upload(Buffer.from('GIF89a'), 'logo.gif', 'image/gif');
      expect(gif.body).toEqual({
        ret: 1,
        msg: 'The logo must be a png, jpg or jpeg image',
        data: null,
      });
      const svg = await upload(Buffer.from('<svg/>'), 'logo.svg', 'image/svg+xml');
      expect(svg.body.ret).toBe(1);
      expect((await upload(PNG, 'logo.jpg', 'image/jpeg')).body.msg).toBe(
        'The logo must be a png, jpg or jpeg image',
      );
      expect((await upload(Buffer.alloc(0), 'logo.png', 'image/png')).body.msg).toBe(
        'The file size cannot be 0',
      );
      const big = Buffer.concat([JPEG_HEAD, Buffer.alloc(1024 * 1024)]);
      expect((await upload(big, 'logo.jpg', 'image/jpeg')).body).toEqual({
        ret: 1,
        msg: 'The file cannot be larger than 1MB',
        data: null,
      });
      const jpeg = await upload(
        Buffer.concat([JPEG_HEAD, Buffer.alloc(100)]),
        'Logo.JPG',
        'image/jpeg',
      );
      expect(jpeg.body.data.url).toMatch(/\.jpg$/);
      expect((await upload(PNG, 'logo.png', 'image/png', learner)).body.ret).toBe(7);
    });
  });
});
