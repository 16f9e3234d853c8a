import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchResult, THotWords } from '@ascent/shared/search';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { buildKnowledgeItem } from '../../../test/knowledge-builders.ts';

/** The one search (home/search) across every registered kind, and the hot words. */
describe('search', () => {
  let s: TestServer;
  let companyId: number;
  let learner: string;
  let admin: string;
  let outsider: string;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    companyId = company.id;
    const other = await buildCompany(s.db);
    const login = async (u: { account: string }) =>
      (await s.api.login(u.account, TEST_PASSWORD)).token;
    learner = await login(await buildUser(s.db, { companyId }));
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    outsider = await login(await buildUser(s.db, { companyId: other.id }));
    for (let i = 0; i < 12; i++)
      await buildKnowledgeItem(s.db, {
        companyId,
        title: `信息安全培训课程 ${i + 1}`,
        publishedAt: new Date(Date.now() - i * 60_000),
      });
    await buildKnowledgeItem(s.db, { companyId, title: '安全培训草稿', status: 'draft' });
    await buildKnowledgeItem(s.db, { companyId, title: '机密安全培训', secrecyLevel: 80 });
    await buildKnowledgeItem(s.db, { companyId: other.id, title: '别家的安全培训' });
  });
  afterAll(() => s.close());

  const search = (body: object, token = learner, lang = 'en-US') =>
    s.api.post<TSearchResult>('/api/study/home/search', body, { token, lang });

  it('finds a Chinese substring among the items the learner may see, paged', async () => {
    const res = (await search({ keyword: '  安全培训 ', pageSize: 10 })).body;
    expect(res.ret).toBe(0);
    expect(res.data).toMatchObject({ keyword: '安全培训', kind: 'knowledge', total: 12, page: 1 });
    expect(res.data.kinds).toContainEqual({ kind: 'knowledge', total: 12 });
    expect(res.data.list).toHaveLength(10);
    expect(res.data.list[0]).toMatchObject({
      kind: 'knowledge',
      itemType: 1,
      title: '信息安全培训课程 1',
    });
    expect(res.data.list[0]!.path).toMatch(/^\/doc\/detail\?id=\d+$/);
    const p2 = (await search({ keyword: '安全培训', kind: 'knowledge', page: 2 })).body.data;
    expect(p2.list.map((h) => h.title)).toEqual(['信息安全培训课程 11', '信息安全培训课程 12']);
    expect((await search({ keyword: '安全培训' }, outsider)).body.data.total).toBe(1);
    expect((await search({ keyword: '%' })).body.data.total).toBe(0);
  });

  it('refuses blank and over-long keywords and unknown kinds', async () => {
    expect((await search({ keyword: '   ' })).body).toMatchObject({
      ret: 1,
      msg: 'This field is required',
    });
    expect((await search({ keyword: '一'.repeat(21) })).body.msg).toBe('At most 20 characters');
    expect((await search({ keyword: '一'.repeat(21) }, learner, 'zh-CN')).body.msg).toBe(
      '不能超过 20 个字符',
    );
    expect((await search({ keyword: '  ' + 'a'.repeat(20) + '  ' })).body.ret).toBe(0);
    expect((await search({ keyword: 'x', kind: 'nothing' })).body.msg).toBe('Unknown search kind');
    expect((await search({})).body.ret).toBe(1);
  });

  it('counts searches per company into hot words, after the pinned ones', async () => {
    for (const k of ['消防', '消防', '消防', '安全']) await search({ keyword: k });
    // Paging and tab changes are the same search: not counted again.
    await search({ keyword: '消防', page: 2 });
    await search({ keyword: '消防', kind: 'knowledge' });
    const hot = async (token = learner) =>
      (await s.api.get<THotWords>('/api/study/search/hotwords', { token })).body.data;
    const words = (await hot()).words;
    expect(words[0]).toEqual({ keyword: '消防', count: 3 });
    expect(words.map((w) => w.keyword)).toContain('安全');
    expect((await hot(outsider)).words.map((w) => w.keyword)).not.toContain('消防');

    const pin = (words: unknown, token = admin) =>
      s.api.post<string[]>('/api/manage/search/hotwords/save', { words }, { token });
    expect((await pin(['安全', ' 合规 '])).body).toMatchObject({ ret: 0, data: ['安全', '合规'] });
    expect((await pin(['x'], learner)).body.ret).toBe(7);
    expect((await pin(Array.from({ length: 11 }, (_, i) => `w${i}`))).body.msg).toBe(
      'At most 10 pinned hot words',
    );
    const after = await hot();
    expect(after.pinned).toEqual(['安全', '合规']);
    expect(after.words.map((w) => w.keyword)).not.toContain('安全');
    expect(
      (await s.api.get<string[]>('/api/manage/search/hotwords', { token: admin })).body.data,
    ).toEqual(['安全', '合规']);
  });
});
