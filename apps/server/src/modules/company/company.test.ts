import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanyInfo, TMenuListResponse, TPlatformConfig } from '@ascent/shared/platform';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildMenus,
  buildUser,
  buildWebsite,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { DEMO_MENUS } from '../seed/demo-company.ts';

/** platform/config (public), me/company/config, home/menu/pc and me/website/change. */

/** platformConfig of spec s.3, plus the two display fields the shell also needs. */
const PLATFORM_CONFIG_KEYS = [
  'customerCode',
  'customMobileDomain',
  'useOIDC',
  'CustomerID',
  'logo2',
  'theme',
  'languages',
  'useStrongPass',
  'appId',
  'corpId',
  'platform',
  'agentId',
  'mobileDomain',
  'mobileModule',
  'isInformation',
  'isOpenDownloadWatermark',
  'pcHomeType',
  'webSites',
  'lastWebsiteID',
  'useNewWindow',
  'isOpenAiRobot',
  'useQa',
  'isFeedback',
  'studyCopyright',
  'icpNo',
  'ncNo',
  'studyTrack',
];
const EXTRA_KEYS = ['companyName', 'logo1', 'timeZone', 'jsSdkUrl'];

const ALL_CODES = DEMO_MENUS.map(([code]) => code);

describe('company and menus', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const platformConfig = (body: Record<string, unknown> = {}, lang = 'en-US') =>
    s.api.post<TPlatformConfig>('/api/study/platform/config', body, { lang });

  it('platform/config on an empty database is "Parameter configuration error"', async () => {
    expect((await platformConfig()).body).toEqual({
      ret: 1,
      msg: 'Parameter configuration error',
      data: null,
    });
    expect((await platformConfig({}, 'zh-CN')).body.msg).toBe('参数配置错误');
    expect((await platformConfig({ site: 'unknown.example.com' }, 'zh-TW')).body.msg).toBe(
      '參數配置錯誤',
    );
  });

  describe('with companies', () => {
    let first: Awaited<ReturnType<typeof buildCompany>>;
    let other: Awaited<ReturnType<typeof buildCompany>>;
    let otherSite: Awaited<ReturnType<typeof buildWebsite>>;
    let secondSite: Awaited<ReturnType<typeof buildWebsite>>;
    let token: string;

    beforeAll(async () => {
      first = await buildCompany(s.db, {
        name: 'First Co.',
        useStrongPass: 1,
        passExpire: 90,
        useChangepassword: 1,
        theme: 'blue',
      });
      // Company-wide menus with two switched off; the second site has its own short list.
      await buildMenus(s.db, first.id, null, { unchecked: ['shop', 'live'] });
      secondSite = await buildWebsite(s.db, first.id, 'Second site', 'second.first.example');
      await buildMenus(s.db, first.id, secondSite.id, {
        codes: ['exam', 'course', 'news'],
        unchecked: ['news'],
      });
      other = await buildCompany(s.db, {
        name: 'Other Co.',
        useStrongPass: 0,
        icpNo: 'ICP-42',
        isInformation: 1,
        languages: 'zh_CN,en_US',
      });
      otherSite = await buildWebsite(s.db, other.id, 'Other portal', 'learn.other.example');
      await buildMenus(s.db, other.id, null, { codes: ['course'] });
      const user = await buildUser(s.db, { companyId: first.id });
      token = (await s.api.login(user.account, TEST_PASSWORD)).token;
    });

    describe('POST /api/study/platform/config', () => {
      it('is public and returns every platformConfig field of spec s.3', async () => {
        const res = await platformConfig();
        expect(res.body.ret).toBe(0);
        expect(Object.keys(res.body.data).sort()).toEqual(
          [...PLATFORM_CONFIG_KEYS, ...EXTRA_KEYS].sort(),
        );
      });

      it('without a known site it is the first company, with its websites', async () => {
        const data = (await platformConfig()).body.data;
        expect(data.CustomerID).toBe(first.id);
        expect(data.companyName).toBe('First Co.');
        expect(data.useStrongPass).toBe(1);
        expect(data.theme).toBe('blue');
        expect(data.languages).toBe('zh_CN,zh_TW,en_US');
        expect(data.webSites).toEqual([
          { websiteId: first.websiteId, platformName: 'Main site', active: true },
          { websiteId: secondSite.id, platformName: 'Second site', active: false },
        ]);
        expect(data.lastWebsiteID).toBe(first.websiteId);
      });

      it('resolves the company by a website domain (case-insensitive)', async () => {
        const res = await platformConfig({ site: 'Learn.Other.Example' });
        expect(res.body.ret).toBe(0);
        expect(res.body.data).toMatchObject({
          CustomerID: other.id,
          companyName: 'Other Co.',
          useStrongPass: 0,
          icpNo: 'ICP-42',
          isInformation: 1,
          languages: 'zh_CN,en_US',
          lastWebsiteID: otherSite.id,
          webSites: [
            { websiteId: other.websiteId, platformName: 'Main site', active: false },
            { websiteId: otherSite.id, platformName: 'Other portal', active: true },
          ],
        });
      });

      it('resolves a second site of the same company as the active one', async () => {
        const data = (await platformConfig({ site: 'second.first.example' })).body.data;
        expect(data.CustomerID).toBe(first.id);
        expect(data.lastWebsiteID).toBe(secondSite.id);
      });

      it('resolves by the Host header when no site is sent', async () => {
        // fetch will not send a foreign Host header; node:http will.
        const { port } = new URL(s.baseUrl);
        const body = await new Promise<string>((resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/study/platform/config',
              headers: { host: 'learn.other.example', 'content-type': 'application/json' },
            },
            (res) => {
              let text = '';
              res.on('data', (c: Buffer) => (text += c.toString()));
              res.on('end', () => resolve(text));
            },
          );
          req.on('error', reject);
          req.end('{}');
        });
        expect((JSON.parse(body) as { data: TPlatformConfig }).data.CustomerID).toBe(other.id);
      });
    });

    describe('GET /api/study/me/company/config', () => {
      it('gives the password policy and the checked menu codes', async () => {
        const res = await s.api.get<TCompanyInfo>('/api/study/me/company/config', { token });
        expect(res.body.ret).toBe(0);
        expect(res.body.data).toMatchObject({
          companyId: first.id,
          companyName: 'First Co.',
          useStrongPass: 1,
          passExpire: 90,
          useChangepassword: 1,
          theme: 'blue',
        });
        expect(res.body.data.menu).toEqual(ALL_CODES.filter((c) => c !== 'shop' && c !== 'live'));
        expect(res.body.data.menu).toContain('audit');
      });
    });

    describe('GET /api/study/home/menu/pc', () => {
      it('lists the checked menus in sort order, with langNames and labelId; unchecked ones are absent', async () => {
        const res = await s.api.get<TMenuListResponse>('/api/study/home/menu/pc', { token });
        expect(res.body.ret).toBe(0);
        const list = res.body.data.dataList.MenuList;
        const expected = DEMO_MENUS.filter(([code]) => code !== 'shop' && code !== 'live');
        expect(list.map((m) => m.menuCode)).toEqual(expected.map(([code]) => code));
        for (const [i, [menuCode, zh_CN, zh_TW, en_US, url, labelId]] of expected.entries()) {
          expect(list[i]).toEqual({
            menuCode,
            menuName: zh_CN,
            langNames: { zh_CN, zh_TW, en_US },
            checked: true,
            url,
            resourceId: null,
            labelId,
          });
        }
        expect(list.find((m) => m.menuCode === 'shop')).toBeUndefined();
      });
    });

    describe('POST /api/study/me/website/change', () => {
      it('switches to another site of the company, which switches the menus', async () => {
        const user = await buildUser(s.db, { companyId: first.id });
        const t = (await s.api.login(user.account, TEST_PASSWORD)).token;
        const res = await s.api.post(
          '/api/study/me/website/change',
          { websiteId: secondSite.id },
          { token: t },
        );
        expect(res.body).toEqual({ ret: 0, msg: 'Success', data: null });
        const menus = (await s.api.get<TMenuListResponse>('/api/study/home/menu/pc', { token: t }))
          .body.data.dataList.MenuList;
        expect(menus.map((m) => m.menuCode)).toEqual(['course', 'exam']);
        expect(
          (await s.api.get<TCompanyInfo>('/api/study/me/company/config', { token: t })).body.data
            .menu,
        ).toEqual(['course', 'exam']);
        // The choice is per user: the other user still sees the main site.
        const mine = (await s.api.get<TMenuListResponse>('/api/study/home/menu/pc', { token })).body
          .data.dataList.MenuList;
        expect(mine).toHaveLength(ALL_CODES.length - 2);
        // And back again (a numeric string is accepted).
        expect(
          (
            await s.api.post(
              '/api/study/me/website/change',
              { websiteId: String(first.websiteId) },
              { token: t },
            )
          ).body.ret,
        ).toBe(0);
        const back = (await s.api.get<TMenuListResponse>('/api/study/home/menu/pc', { token: t }))
          .body.data.dataList.MenuList;
        expect(back).toHaveLength(ALL_CODES.length - 2);
      });

      it('a site of another company is "The website does not exist" and changes nothing', async () => {
        const user = await buildUser(s.db, { companyId: first.id });
        const t = (await s.api.login(user.account, TEST_PASSWORD)).token;
        const res = await s.api.post(
          '/api/study/me/website/change',
          { websiteId: otherSite.id },
          { token: t },
        );
        expect(res.body).toEqual({ ret: 1, msg: 'The website does not exist', data: null });
        expect(
          (
            await s.api.post(
              '/api/study/me/website/change',
              { websiteId: otherSite.id },
              { token: t, lang: 'zh-TW' },
            )
          ).body.msg,
        ).toBe('站點不存在');
        expect(
          (
            await s.api.post(
              '/api/study/me/website/change',
              { websiteId: 2_000_000_000 },
              { token: t },
            )
          ).body.msg,
        ).toBe('The website does not exist');
        const menus = (await s.api.get<TMenuListResponse>('/api/study/home/menu/pc', { token: t }))
          .body.data.dataList.MenuList;
        expect(menus).toHaveLength(ALL_CODES.length - 2);
      });
    });

    it('another company only sees its own menus', async () => {
      const user = await buildUser(s.db, { companyId: other.id });
      const t = (await s.api.login(user.account, TEST_PASSWORD)).token;
      const menus = (await s.api.get<TMenuListResponse>('/api/study/home/menu/pc', { token: t }))
        .body.data.dataList.MenuList;
      expect(menus.map((m) => m.menuCode)).toEqual(['course']);
      const info = (await s.api.get<TCompanyInfo>('/api/study/me/company/config', { token: t }))
        .body.data;
      expect(info).toMatchObject({ companyId: other.id, useStrongPass: 0, menu: ['course'] });
    });
  });
});
