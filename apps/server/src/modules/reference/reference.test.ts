import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { TAreaAdminNode, TCountry, TCountryAdmin, TNamedTreeNode } from '@ascent/shared/org';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { createFreshDatabase } from '../../../test/fresh-database.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { openDatabase } from '../../db/client.ts';
import { seedReferenceData } from './reference.seed.ts';
import { AREAS } from './data/areas.ts';
import { COUNTRIES } from './data/countries.ts';

/**
 * Reference data: ISO 3166 countries and China's areas, present from the first start (even
 * with SEED=none, as the test server runs), read by learners in their language and by
 * administrators with every name.
 */
describe('reference data', () => {
  let s: TestServer;
  let learner: string;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const l = await buildUser(s.db, { companyId: company.id });
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const countries = async (lang: string) =>
    (await s.api.get<TCountry[]>('/api/study/country', { token: learner, lang })).body.data;
  const areas = async (lang: string) =>
    (await s.api.get<TNamedTreeNode[]>('/api/study/area/tree', { token: learner, lang })).body.data;
  const byId = (nodes: TNamedTreeNode[], id: number) => nodes.find((n) => n.id === id);

  it('holds every ISO 3166-1 country once, with a name in each language', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c[0])).size).toBe(249);
    for (const [code, zhCN, zhTW, en] of COUNTRIES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      for (const name of [zhCN, zhTW, en]) expect(name.trim(), code).not.toBe('');
    }
  });

  it('answers study/country in the caller language, in that language order', async () => {
    const en = await countries('en-US');
    expect(en).toHaveLength(249);
    expect(en.find((c) => c.code === 'CN')).toEqual({ code: 'CN', name: 'China' });
    expect(en[0]!.name).toBe('Afghanistan');
    const zhCN = await countries('zh-CN');
    expect(zhCN.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: '德国' });
    expect(zhCN.find((c) => c.code === 'TW')?.name).toBe('中国台湾');
    const zhTW = await countries('zh-TW');
    expect(zhTW.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: '德國' });
    // zh-CN is ordered by pinyin: 阿 (a) comes before 中 (zh).
    const index = (code: string) => zhCN.findIndex((c) => c.code === code);
    expect(index('AL')).toBeLessThan(index('CN'));
  });

  it('answers study/area/tree: the 34 provincial-level divisions and their cities', async () => {
    const zh = await areas('zh-CN');
    expect(zh).toHaveLength(34);
    expect(zh[0]).toMatchObject({ id: 110000, name: '北京市' });
    expect(byId(zh, 110000)!.list).toHaveLength(16);
    expect(byId(zh, 310000)!.list).toHaveLength(16);
    expect(byId(zh, 330000)!.list).toHaveLength(11);
    const guangdong = byId(zh, 440000)!;
    expect(guangdong.name).toBe('广东省');
    expect(guangdong.list).toHaveLength(21);
    expect(byId(guangdong.list, 440300)).toEqual({ id: 440300, name: '深圳市', list: [] });
    expect(byId(zh, 710000)!.list.map((c) => c.name)).toContain('台北市');
    expect(byId(await areas('zh-TW'), 710000)!.list.map((c) => c.name)).toContain('臺北市');
    const en = await areas('en-US');
    expect(byId(en, 440000)!.name).toBe('Guangdong');
    expect(byId(byId(en, 330000)!.list, 330100)!.name).toBe('Hangzhou');
    for (const [id, parentId, ...names] of AREAS) {
      expect(
        names.every((n) => n.trim()),
        String(id),
      ).toBe(true);
      if (parentId !== null)
        expect(
          AREAS.some((a) => a[0] === parentId),
          String(id),
        ).toBe(true);
    }
  });

  it('gives administrators a paged, searchable country list with every name', async () => {
    const list = (body: Record<string, unknown>) =>
      s.api.post<TPage<TCountryAdmin>>('/api/manage/country/list', body, { token: admin });
    const first = (await list({ pageSize: 10 })).body.data;
    expect(first.total).toBe(249);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({
      code: 'AD',
      names: { zh_CN: '安道尔', zh_TW: '安道爾', en_US: 'Andorra' },
    });
    expect((await list({ keyword: '德国' })).body.data.list.map((c) => c.code)).toEqual(['DE']);
    expect((await list({ keyword: 'cn' })).body.data.list.map((c) => c.code)).toContain('CN');
    expect(
      (await list({ sortField: 'code', sortOrder: 'descend', pageSize: 1 })).body.data.list[0]!
        .code,
    ).toBe('ZW');
    expect((await list({})).body.data.pageSize).toBe(20);
    expect((await s.api.post('/api/manage/country/list', {}, { token: learner })).body.ret).toBe(7);
  });

  it('gives administrators the area tree with every name', async () => {
    const res = await s.api.get<TAreaAdminNode[]>('/api/manage/area/tree', { token: admin });
    expect(res.body.data).toHaveLength(34);
    expect(res.body.data.find((a) => a.id === 440000)).toMatchObject({
      names: { zh_CN: '广东省', zh_TW: '廣東省', en_US: 'Guangdong' },
    });
  });

  it('seeds an empty database once, adds nothing the second time, and survives racing starts', async () => {
    const fresh = process.env.DATABASE_URL
      ? await createFreshDatabase(process.env.DATABASE_URL)
      : null;
    const database = await openDatabase({ databaseUrl: fresh?.url ?? '', dataDir: 'memory://' });
    try {
      const [one, two] = await Promise.all([
        seedReferenceData(database.db),
        seedReferenceData(database.db),
      ]);
      expect(one.countries + two.countries).toBe(COUNTRIES.length);
      expect(one.areas + two.areas).toBe(AREAS.length);
      expect(await seedReferenceData(database.db)).toEqual({ countries: 0, areas: 0 });
    } finally {
      await database.close();
      await fresh?.drop();
    }
    // The test server itself was seeded at start.
    expect(await seedReferenceData(s.db)).toEqual({ countries: 0, areas: 0 });
  });
});
