import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq as sqlEq } from 'drizzle-orm';
import type { TPage } from '@ascent/shared/admin';
import type { TCourseCard, TCourseDetail, TCourseHome } from '@ascent/shared/course';
import type { TNamedTreeNode } from '@ascent/shared/org';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { storedFiles } from '../files/files.schema.ts';
import { createLearnerScopes } from '../user/learner-scope.ts';
import { createCourseRepository } from './course.repository.ts';
import { courseCategories } from './course.schema.ts';
import { createCentreCaches, createCourseCentreService } from './course-centre.service.ts';
import { createFileCatalog } from '../files/files.catalog.ts';
import { createFileUrls } from '../files/file-urls.ts';
import { createSharedCaches } from '../../core/shared-cache.ts';
import { MemoryPubSub } from '../../infra/pubsub/pubsub.ts';

/**
 * The learner's courses: the centre (visibility, category subtree, Chinese substring keyword,
 * newest/hottest with labels, paging), the category tree, the course home, a course's detail
 * with its refusals, and the 'course' search provider.
 */
describe('course centre and detail', () => {
  let s: TestServer;
  let companyId: number;
  let learner: string;
  let learnerId: number;
  let outsider: string;
  let otherCompanyLearner: string;
  const c = {} as Record<
    | 'all'
    | 'old'
    | 'byDept'
    | 'byPosition'
    | 'byPerson'
    | 'notForMe'
    | 'secret'
    | 'internal'
    | 'draft'
    | 'down'
    | 'foreign',
    number
  >;
  const cat = {} as Record<'tech' | 'security' | 'mgmt', { id: number; path: string }>;

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    companyId = company.id;
    const other = await buildCompany(s.db);
    const head = await buildDepartment(s.db, companyId, 'Head office');
    const team = await buildDepartment(s.db, companyId, 'Team', head.id);
    const elsewhere = await buildDepartment(s.db, companyId, 'Elsewhere');
    const l = await buildUser(s.db, {
      companyId,
      departmentId: team.id,
      position: 'Engineer',
      secrecyLevel: 60,
      realName: 'Lee',
    });
    learnerId = l.id;
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    const o = await buildUser(s.db, { companyId, departmentId: elsewhere.id });
    outsider = (await s.api.login(o.account, TEST_PASSWORD)).token;
    const ol = await buildUser(s.db, { companyId: other.id });
    otherCompanyLearner = (await s.api.login(ol.account, TEST_PASSWORD)).token;

    const addCat = async (name: string, parent?: { id: number; path: string }) => {
      const [row] = await s.db
        .insert(courseCategories)
        .values({ companyId, name, parentId: parent?.id ?? null })
        .returning();
      const path = `${parent?.path ?? '/'}${row!.id}/`;
      await s.db.update(courseCategories).set({ path }).where(eqId(row!.id));
      return { id: row!.id, path };
    };
    cat.tech = await addCat('技术');
    cat.security = await addCat('安全', cat.tech);
    cat.mgmt = await addCat('管理');
    const [video] = await s.db
      .insert(storedFiles)
      .values({
        companyId,
        key: 'v/1.mp4',
        name: 'a.mp4',
        size: 5,
        ext: 'mp4',
        kind: 'video',
        durationSeconds: 90,
      })
      .returning();

    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    c.all = (
      await buildCourse(s.db, {
        companyId,
        title: '信息安全培训课程',
        categoryId: cat.security.id,
        categoryPath: cat.security.path,
        publishedAt: at(1),
        learnerCount: 5,
        intro: '<p>Intro</p>',
        chapters: [
          { title: 'One', resources: [{ type: 1, fileId: video!.id, title: 'Video' }] },
          { title: 'Two', resources: [{ type: 5, content: '<p>Text</p>' }] },
        ],
      })
    ).id;
    c.old = (
      await buildCourse(s.db, {
        companyId,
        title: 'Old management 100%',
        categoryId: cat.mgmt.id,
        categoryPath: cat.mgmt.path,
        publishedAt: at(30),
      })
    ).id;
    c.byDept = (
      await buildCourse(s.db, {
        companyId,
        title: 'For head office',
        categoryId: cat.tech.id,
        categoryPath: cat.tech.path,
        publishedAt: at(2),
        audience: [{ kind: 'department', ref: String(head.id) }],
      })
    ).id;
    c.byPosition = (
      await buildCourse(s.db, {
        companyId,
        title: 'For engineers',
        publishedAt: at(3),
        audience: [{ kind: 'position', ref: 'Engineer' }],
      })
    ).id;
    c.byPerson = (
      await buildCourse(s.db, {
        companyId,
        title: 'For Lee',
        publishedAt: at(4),
        audience: [{ kind: 'user', ref: String(l.id) }],
      })
    ).id;
    c.notForMe = (
      await buildCourse(s.db, {
        companyId,
        title: 'For elsewhere',
        publishedAt: at(1),
        audience: [{ kind: 'department', ref: String(elsewhere.id) }],
      })
    ).id;
    c.secret = (await buildCourse(s.db, { companyId, title: 'Secret', secrecyLevel: 70 })).id;
    c.internal = (
      await buildCourse(s.db, {
        companyId,
        title: 'Internal',
        secrecyLevel: 60,
        publishedAt: at(10),
      })
    ).id;
    c.draft = (
      await buildCourse(s.db, { companyId, title: 'Draft', status: 'draft', publishedAt: null })
    ).id;
    c.down = (
      await buildCourse(s.db, { companyId, title: 'Taken down', status: 'unpublished' })
    ).id;
    c.foreign = (
      await buildCourse(s.db, { companyId: other.id, title: 'Other company 安全培训' })
    ).id;
  });
  afterAll(() => s.close());

  const eqId = (id: number) => sqlEq(courseCategories.id, id);
  const centre = async (body: Record<string, unknown> = {}, token = learner) => {
    const res = await s.api.post<TPage<TCourseCard>>('/api/study/course/list', body, { token });
    expect(res.body.ret, JSON.stringify(res.body)).toBe(0);
    return res.body.data;
  };
  const titles = (p: TPage<TCourseCard>) => p.list.map((x) => x.title);

  it('lists only the courses the learner may see, newest first', async () => {
    const page = await centre();
    expect(titles(page)).toEqual([
      '信息安全培训课程',
      'For head office',
      'For engineers',
      'For Lee',
      'Internal',
      'Old management 100%',
    ]);
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 12 });
    // The outsider is in another department, has no position and level 50.
    expect(titles(await centre({}, outsider))).toEqual([
      'For elsewhere',
      '信息安全培训课程',
      'Old management 100%',
    ]);
    expect(titles(await centre({}, otherCompanyLearner))).toEqual(['Other company 安全培训']);
  });

  it('filters by category with its subcategories and by a Chinese substring, pages and sorts', async () => {
    expect(titles(await centre({ categoryId: cat.tech.id }))).toEqual([
      '信息安全培训课程',
      'For head office',
    ]);
    expect(titles(await centre({ categoryId: cat.security.id }))).toEqual(['信息安全培训课程']);
    expect((await centre({ categoryId: 999999 })).total).toBe(0);
    expect(titles(await centre({ keyword: '安全培训' }))).toEqual(['信息安全培训课程']);
    expect(titles(await centre({ keyword: ' 100% ' }))).toEqual(['Old management 100%']);
    expect((await centre({ keyword: '%' })).total).toBe(1);
    expect((await centre({ keyword: '_' })).total).toBe(0);
    const p2 = await centre({ page: 2, pageSize: 4 });
    expect(titles(p2)).toEqual(['Internal', 'Old management 100%']);
    expect(p2.total).toBe(6);
    expect(titles(await centre({ sort: 'hottest', pageSize: 1 }))).toEqual(['信息安全培训课程']);
  });

  it('labels hottest (the most learned) and newest (published within 7 days)', async () => {
    const byTitle = new Map((await centre()).list.map((x) => [x.title, x]));
    expect(byTitle.get('信息安全培训课程')).toMatchObject({
      labelId: 2,
      learnerCount: 5,
      categoryName: '安全',
    });
    expect(byTitle.get('For head office')!.labelId).toBe(1);
    expect(byTitle.get('Internal')!.labelId).toBe(0);
    expect(byTitle.get('Old management 100%')!.labelId).toBe(0);
  });

  it('answers the category tree and the course home', async () => {
    const tree = await s.api.get<TNamedTreeNode[]>('/api/study/course/category/tree', {
      token: learner,
    });
    expect(tree.body.data).toEqual([
      { id: cat.tech.id, name: '技术', list: [{ id: cat.security.id, name: '安全', list: [] }] },
      { id: cat.mgmt.id, name: '管理', list: [] },
    ]);
    expect(
      (
        await s.api.get<TNamedTreeNode[]>('/api/study/course/category/tree', {
          token: otherCompanyLearner,
        })
      ).body.data,
    ).toEqual([]);
    const home = (await s.api.get<TCourseHome>('/api/study/course/home', { token: learner })).body
      .data;
    expect(home.newest.map((x) => x.title)[0]).toBe('信息安全培训课程');
    expect(home.hottest[0]!.title).toBe('信息安全培训课程');
    expect(home.recommended.length).toBeGreaterThan(0);
    const all = [...home.recommended, ...home.newest, ...home.hottest].map((x) => x.title);
    for (const hidden of [
      'Secret',
      'Draft',
      'Taken down',
      'For elsewhere',
      'Other company 安全培训',
    ])
      expect(all).not.toContain(hidden);
  });

  it('opens a visible course with its outline and files', async () => {
    const res = await s.api.get<TCourseDetail>(`/api/study/course/${c.all}/detail`, {
      token: learner,
    });
    expect(res.body.ret).toBe(0);
    const d = res.body.data;
    expect(d).toMatchObject({ courseId: c.all, title: '信息安全培训课程', intro: '<p>Intro</p>' });
    expect(d.chapters.map((ch) => [ch.title, ch.resources.map((r) => r.type)])).toEqual([
      ['One', [1]],
      ['Two', [5]],
    ]);
    expect(d.chapters[0]!.resources[0]).toMatchObject({
      durationSeconds: 90,
      file: { kind: 'video', url: expect.stringContaining('/api/files/') },
    });
    for (const id of [c.byDept, c.byPosition, c.byPerson, c.internal])
      expect((await s.api.get(`/api/study/course/${id}/detail`, { token: learner })).body.ret).toBe(
        0,
      );
  });

  it('refuses courses that do not exist for the learner or are not for them', async () => {
    const detail = (id: number | string, token = learner) =>
      s.api.get(`/api/study/course/${id}/detail`, { token });
    for (const id of [c.draft, c.down, c.foreign, 999999])
      expect((await detail(id)).body).toEqual({
        ret: 1,
        msg: 'The course does not exist',
        data: null,
      });
    for (const id of [c.secret, c.notForMe])
      expect((await detail(id)).body).toEqual({
        ret: 1,
        msg: 'You have no permission to learn this course',
        data: null,
      });
    for (const id of [c.byDept, c.byPosition, c.byPerson, c.internal])
      expect((await detail(id, outsider)).body.msg).toBe(
        'You have no permission to learn this course',
      );
    expect((await detail('abc')).body.msg).toBe('Parameter error');
  });

  it('finds visible courses for search by a substring of the title', async () => {
    const courses = createCourseRepository(s.db);
    const service = createCourseCentreService({
      db: s.db,
      courses,
      files: createFileCatalog(s.db, s.storage, createFileUrls(s.storage, Buffer.alloc(32))),
      access: s.app.access,
      pages: createCentreCaches(createSharedCaches(new MemoryPubSub()), courses),
    });
    const scope = (await createLearnerScopes(s.db).of(learnerId))!;
    const hits = await service.searchProvider.search(scope, '安全培训', { page: 1, pageSize: 10 });
    expect(hits).toEqual({
      total: 1,
      list: [
        expect.objectContaining({
          kind: 'course',
          itemType: 2,
          id: c.all,
          path: `/course/detail?id=${c.all}`,
          summary: '安全',
        }),
      ],
    });
    expect(
      (await service.searchProvider.search(scope, 'Secret', { page: 1, pageSize: 10 })).total,
    ).toBe(0);
  });
});

/**
 * The centre's pages are kept per audience (docs/decisions.md "Caches across processes"): kept
 * between calls, yet a course published, taken down or given an audience shows at once in
 * every process, and a course named for one person never reaches another's kept page.
 */
describe('course centre pages kept per audience', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('follows every change to a course at once, in every process, per audience', async () => {
    const companyId = (await buildCompany(s.db)).id;
    const sales = await buildDepartment(s.db, companyId, 'Sales');
    const plant = await buildDepartment(s.db, companyId, 'Plant');
    const signIn = async (departmentId: number) => {
      const u = await buildUser(s.db, { companyId, departmentId });
      return { id: u.id, token: (await s.api.login(u.account, TEST_PASSWORD)).token };
    };
    const seller = await signIn(sales.id);
    const worker = await signIn(plant.id);
    const admin = await buildUser(s.db, { companyId, roles: ['admin'] });
    const adminToken = (await s.api.login(admin.account, TEST_PASSWORD)).token;
    const other = await s.anotherProcess();
    const day = 86_400_000;
    const course = (
      title: string,
      daysAgo: number,
      audience?: { kind: 'department' | 'user'; ref: string }[],
    ) =>
      buildCourse(s.db, {
        companyId,
        title,
        publishedAt: new Date(Date.now() - daysAgo * day),
        audience,
        chapters: [{ resources: [{ type: 5, content: '<p>Text</p>' }] }],
      });
    const everyone = (await course('Everyone', 3)).id;
    const forSales = (
      await course('Sales only', 2, [{ kind: 'department', ref: String(sales.id) }])
    ).id;
    const titles = async (api: typeof s.api, token: string) => {
      const res = await api.post<TPage<TCourseCard>>('/api/study/course/list', {}, { token });
      expect(res.body.ret, res.body.msg).toBe(0);
      return res.body.data.list.map((c) => c.title);
    };
    const manage = async (path: string, id: number) => {
      const res = await s.api.post(`/api/manage/course/${path}`, { id }, { token: adminToken });
      expect(res.body.ret, res.body.msg).toBe(0);
    };
    for (const api of [s.api, other]) {
      expect(await titles(api, seller.token)).toEqual(['Sales only', 'Everyone']);
      expect(await titles(api, worker.token)).toEqual(['Everyone']);
    }
    expect(everyone).toBeGreaterThan(0);

    // Written behind the service's back: the kept pages do not know of it.
    const forWorker = (
      await course('For one worker', 1, [{ kind: 'user', ref: String(worker.id) }])
    ).id;
    expect(await titles(s.api, worker.token)).toEqual(['Everyone']);

    // Through the admin's calls: at once here, as soon as heard there; for that person only.
    await manage('unpublish', forWorker);
    await manage('publish', forWorker);
    expect(await titles(s.api, worker.token)).toEqual(['For one worker', 'Everyone']);
    await expect
      .poll(() => titles(other, worker.token), { timeout: 1000 })
      .toEqual(['For one worker', 'Everyone']);
    for (const api of [s.api, other])
      expect(await titles(api, seller.token)).toEqual(['Sales only', 'Everyone']);

    await manage('unpublish', forSales);
    expect(await titles(s.api, seller.token)).toEqual(['Everyone']);
    await expect.poll(() => titles(other, seller.token), { timeout: 1000 }).toEqual(['Everyone']);
  });
});
