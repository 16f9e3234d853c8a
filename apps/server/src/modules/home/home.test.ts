import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import {
  COVER_THEMES,
  type TBanner,
  type TBannerAdmin,
  type TDefaultCover,
  type THomeDetail,
} from '@ascent/shared/home';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { buildKnowledgeItem } from '../../../test/knowledge-builders.ts';

/** The home: banners (admin CRUD, the learner's active ones), default covers, home/detail. */
describe('home', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: string;
  let otherAdmin: string;
  let otherLearner: string;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    companyId = company.id;
    const other = await buildCompany(s.db);
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    learner = await login(await buildUser(s.db, { companyId }));
    otherAdmin = await login(await buildUser(s.db, { companyId: other.id, roles: ['admin'] }));
    otherLearner = await login(await buildUser(s.db, { companyId: other.id }));
  });
  afterAll(() => s.close());

  const saveBanner = (body: object, token = admin) =>
    s.api.post<TBannerAdmin>('/api/manage/banner/save', body, { token });
  const banners = (token = learner) =>
    s.api.post<TBanner[]>('/api/study/banner/list', {}, { token });
  const hour = 3600_000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();

  let first: number;
  it('keeps banners per company and shows the enabled ones inside their window', async () => {
    first = (
      await saveBanner({
        title: 'Welcome',
        imageUrl: '/covers/banner-1.svg',
        linkUrl: '/knowledge',
        sort: 2,
      })
    ).body.data.id;
    const top = (
      await saveBanner({
        title: 'Safety month',
        imageUrl: '/api/files/cover/202601/a.png',
        sort: 1,
      })
    ).body.data;
    expect(top).toMatchObject({ active: true, enabled: true, linkUrl: '' });
    await saveBanner({ title: 'Later', imageUrl: '/covers/banner-2.svg', startAt: at(hour) });
    await saveBanner({ title: 'Over', imageUrl: '/covers/banner-2.svg', endAt: at(-hour) });
    await saveBanner({ title: 'Off', imageUrl: '/covers/banner-2.svg', enabled: false });
    await saveBanner({ title: 'Theirs', imageUrl: '/covers/banner-3.svg' }, otherAdmin);
    expect((await banners()).body.data.map((b) => b.title)).toEqual(['Safety month', 'Welcome']);
    expect((await banners(otherLearner)).body.data.map((b) => b.title)).toEqual(['Theirs']);
    const list = (
      await s.api.post<TPage<TBannerAdmin>>('/api/manage/banner/list', {}, { token: admin })
    ).body.data;
    expect(list.total).toBe(5);
    expect(
      list.list
        .filter((b) => !b.active)
        .map((b) => b.title)
        .sort(),
    ).toEqual(['Later', 'Off', 'Over']);
  });

  it('refuses bad banners, other companies and learners', async () => {
    const msg = async (body: object, token = admin) => (await saveBanner(body, token)).body.msg;
    expect(await msg({ title: 'X', imageUrl: '' })).toBe('Please upload the banner image');
    expect(await msg({ title: '', imageUrl: '/covers/banner-1.svg' })).toBe(
      'This field is required',
    );
    expect(
      await msg({ title: 'X', imageUrl: '/covers/banner-1.svg', linkUrl: 'javascript:alert(1)' }),
    ).toBe('The link must be a site path (starting with /) or an http(s) address');
    expect(
      await msg({
        title: 'X',
        imageUrl: '/covers/banner-1.svg',
        startAt: at(hour),
        endAt: at(-hour),
      }),
    ).toBe('The start time cannot be greater than the end time');
    expect(
      await msg({ id: first, title: 'Mine', imageUrl: '/covers/banner-1.svg' }, otherAdmin),
    ).toBe('The banner does not exist');
    expect(
      (await saveBanner({ title: 'X', imageUrl: '/covers/banner-1.svg' }, learner)).body.ret,
    ).toBe(7);
    expect(
      (await s.api.post('/api/manage/banner/delete', { ids: [first] }, { token: otherAdmin })).body
        .ret,
    ).toBe(1);
    expect(
      (await saveBanner({ id: first, title: 'Hello', imageUrl: '/covers/banner-1.svg' })).body.msg,
    ).toBe('Modified successfully');
    expect(
      (await s.api.post('/api/manage/banner/delete', { ids: [first] }, { token: admin })).body.msg,
    ).toBe('Deleted successfully');
    expect((await banners()).body.data.map((b) => b.title)).toEqual(['Safety month']);
  });

  it('offers default covers per type, one per theme, the exam and programme art too', async () => {
    const covers = await s.api.get<TDefaultCover[]>('/api/study/cover/list?type=knowledge', {
      token: learner,
    });
    expect(covers.body.data).toHaveLength(COVER_THEMES.length);
    expect(covers.body.data[0]).toEqual({
      type: 'knowledge',
      name: 'knowledge-1',
      url: '/covers/knowledge-1.svg',
    });
    for (const type of ['programme', 'exam', 'banner']) {
      const res = await s.api.get<TDefaultCover[]>(`/api/study/cover/list?type=${type}`, {
        token: learner,
      });
      expect(res.body.data.map((c) => c.url)).toContain(`/covers/${type}-5.svg`);
    }
    expect((await s.api.get('/api/study/cover/list?type=nope', { token: learner })).body.ret).toBe(
      1,
    );
  });

  it('puts banners, recommended courses and new knowledge on the home', async () => {
    await buildKnowledgeItem(s.db, {
      companyId,
      title: 'Old',
      publishedAt: new Date(Date.now() - hour),
    });
    await buildKnowledgeItem(s.db, { companyId, title: 'New' });
    await buildKnowledgeItem(s.db, { companyId, title: 'Hidden', status: 'draft' });
    const home = (await s.api.get<THomeDetail>('/api/study/home/detail', { token: learner })).body
      .data;
    expect(home.banners.map((b) => b.title)).toEqual(['Safety month']);
    expect(home.newKnowledge.map((k) => k.title)).toEqual(['New', 'Old']);
    expect(Array.isArray(home.recommendedCourses)).toBe(true);
    const theirs = (await s.api.get<THomeDetail>('/api/study/home/detail', { token: otherLearner }))
      .body.data;
    expect(theirs.newKnowledge).toEqual([]);
    expect((await s.api.get('/api/study/home/detail')).body.ret).toBe(2);
  });
});
