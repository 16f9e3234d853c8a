import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { TCourseAdminRow, TCourseCard, TCourseDetail } from '@ascent/shared/course';
import { coverFor, coverKey } from '@ascent/shared/home';
import type { TKnowledgeCard } from '@ascent/shared/knowledge';
import type { TSearchResult } from '@ascent/shared/search';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildKnowledgeItem,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { courseCategories } from './course.schema.ts';

/**
 * The cover a learner sees (issue 14, imagery): an item's own cover, else the built-in art of
 * its type in its category's theme (coverFor), in every learner reply; the admin's replies
 * keep what is stored.
 */
describe('course and knowledge covers', () => {
  let s: TestServer;
  let learner: string;
  let admin: string;
  const id = {} as Record<'plainA' | 'plainB' | 'own' | 'loose', number>;
  let categoryId: number;
  let knowledgeId: number;

  beforeAll(async () => {
    s = await startTestServer();
    const { id: companyId } = await buildCompany(s.db);
    learner = (await s.api.login((await buildUser(s.db, { companyId })).account, TEST_PASSWORD))
      .token;
    admin = (
      await s.api.login(
        (await buildUser(s.db, { companyId, roles: ['admin'] })).account,
        TEST_PASSWORD,
      )
    ).token;
    const [cat] = await s.db
      .insert(courseCategories)
      .values({ companyId, name: '安全', parentId: null })
      .returning();
    categoryId = cat!.id;
    const inCategory = { companyId, categoryId, categoryPath: `/${categoryId}/` };
    id.plainA = (await buildCourse(s.db, { ...inCategory, title: '封面 A' })).id;
    id.plainB = (await buildCourse(s.db, { ...inCategory, title: '封面 B' })).id;
    id.own = (
      await buildCourse(s.db, {
        ...inCategory,
        title: '封面 自带',
        cover: '/api/files/cover/a.png',
      })
    ).id;
    id.loose = (await buildCourse(s.db, { companyId, title: '封面 无类' })).id;
    knowledgeId = (await buildKnowledgeItem(s.db, companyId, '封面手册')).id;
  });
  afterAll(() => s.close());

  const centre = async () =>
    new Map(
      (
        await s.api.post<TPage<TCourseCard>>(
          '/api/study/course/list',
          { page: 1, pageSize: 50 },
          { token: learner },
        )
      ).body.data.list.map((c) => [c.courseId, c.cover]),
    );

  it('gives a course without a cover the default of its category, the same for the whole category', async () => {
    const covers = await centre();
    const theDefault = coverFor('course', '', coverKey(categoryId, id.plainA));
    expect(theDefault).toMatch(/^\/covers\/course-[1-5]\.svg$/);
    expect(covers.get(id.plainA)).toBe(theDefault);
    expect(covers.get(id.plainB)).toBe(theDefault);
    expect(covers.get(id.loose)).toMatch(/^\/covers\/course-[1-5]\.svg$/);
  });

  it('keeps a course’s own cover', async () => {
    expect((await centre()).get(id.own)).toBe('/api/files/cover/a.png');
  });

  it('shows the same default in the course’s detail and in search hits', async () => {
    const detail = await s.api.get<TCourseDetail>(`/api/study/course/${id.plainA}/detail`, {
      token: learner,
    });
    expect(detail.body.data.cover).toBe((await centre()).get(id.plainA));
    const found = await s.api.post<TSearchResult>(
      '/api/study/home/search',
      { keyword: '封面', kind: 'course' },
      { token: learner },
    );
    expect(found.body.ret).toBe(0);
    const hit = found.body.data.list.find((h) => h.id === id.plainA);
    expect(hit?.cover).toBe(detail.body.data.cover);
  });

  it('gives knowledge without a cover the knowledge art', async () => {
    const list = await s.api.post<TPage<TKnowledgeCard>>(
      '/api/study/knowledge/list',
      { page: 1, pageSize: 50 },
      { token: learner },
    );
    const item = list.body.data.list.find((k) => k.id === knowledgeId)!;
    expect(item.cover).toMatch(/^\/covers\/knowledge-[1-5]\.svg$/);
  });

  it('leaves the administrator’s list as stored: empty stays empty', async () => {
    const res = await s.api.post<TPage<TCourseAdminRow>>(
      '/api/manage/course/list',
      { page: 1, pageSize: 50 },
      { token: admin },
    );
    const rows = new Map(res.body.data.list.map((r) => [r.id, r.cover]));
    expect(rows.get(id.plainA)).toBe('');
    expect(rows.get(id.own)).toBe('/api/files/cover/a.png');
  });
});
