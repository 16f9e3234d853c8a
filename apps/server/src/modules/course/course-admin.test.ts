import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type {
  TCourseAdminDetail,
  TCourseAdminRow,
  TCourseCategoryAdminNode,
  TCourseStructureSave,
} from '@ascent/shared/course';
import type { TTreeNodeSaved } from '@ascent/shared/org';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { storedFiles } from '../files/files.schema.ts';
import { courses } from './course.schema.ts';
import { createCourseReader } from './course.reader.ts';
import { createSharedCaches } from '../../core/shared-cache.ts';
import { MemoryPubSub } from '../../infra/pubsub/pubsub.ts';

/** A stored file of a company, as the files module would have left it after an upload. */
async function storeFile(
  s: TestServer,
  companyId: number,
  kind: string,
  ext: string,
  extra: Partial<typeof storedFiles.$inferInsert> = {},
) {
  const [row] = await s.db
    .insert(storedFiles)
    .values({
      companyId,
      key: `t/${kind}-${Math.random()}.${ext}`,
      name: `f.${ext}`,
      size: 10,
      ext,
      kind,
      ...extra,
    })
    .returning();
  return row!.id;
}

/**
 * Course authoring (manage/course/*): basic information with the server-side sanitiser,
 * the whole outline in one save with per-type checks, publish, unpublish, copy, delete and the
 * category tree; every change in the operation log; never another company's rows.
 */
describe('course authoring', () => {
  let s: TestServer;
  let admin: string;
  let otherAdmin: string;
  let companyId: number;
  let otherId: number;
  let lecturerId: number;
  let foreignUserId: number;
  let deptId: number;
  const files: Record<string, number> = {};

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    companyId = company.id;
    otherId = other.id;
    const a = await buildUser(s.db, { companyId, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    const oa = await buildUser(s.db, { companyId: otherId, roles: ['admin'] });
    otherAdmin = (await s.api.login(oa.account, TEST_PASSWORD)).token;
    lecturerId = (await buildUser(s.db, { companyId, realName: '张老师' })).id;
    foreignUserId = (await buildUser(s.db, { companyId: otherId })).id;
    deptId = (await buildDepartment(s.db, companyId, 'Sales')).id;
    files.video = await storeFile(s, companyId, 'video', 'mp4', { durationSeconds: 120 });
    files.docx = await storeFile(s, companyId, 'document', 'docx', {
      conversionState: 'converted',
      pdfKey: 't/x.pdf',
    });
    files.scorm = await storeFile(s, companyId, 'package', 'zip', {
      packageRoot: 'pkg/1',
      packageEntry: 'index.html',
      scormVersion: '1.2',
    });
    files.h5 = await storeFile(s, companyId, 'package', 'zip', {
      packageRoot: 'pkg/2',
      packageEntry: 'index.html',
    });
    files.image = await storeFile(s, companyId, 'image', 'png');
    files.foreignVideo = await storeFile(s, otherId, 'video', 'mp4');
  });
  afterAll(() => s.close());

  const call = <T = TCourseAdminDetail>(
    action: string,
    body: unknown,
    token = admin,
    lang = 'en-US',
  ) => s.api.post<T>(`/api/manage/course/${action}`, body, { token, lang });
  const list = async (body: Record<string, unknown> = {}, token = admin) =>
    (await call<TPage<TCourseAdminRow>>('list', body, token)).body.data;

  let courseId: number;

  it('refuses a cover that could break out of an attribute, with the one link rule (issue 12)', async () => {
    for (const cover of [
      '/x.png" onerror="alert(1)',
      "https://e.com/a.png'><script>alert(1)</script>",
      'javascript:alert(1)',
      '//evil.example.com/a.png',
      'data:image/png;base64,AAAA',
    ]) {
      const res = await call('save', { title: 'Cover check', cover });
      expect(res.body, cover).toMatchObject({
        ret: 1,
        msg: 'Enter an address starting with http://, https:// or /',
      });
    }
    expect((await list({ keyword: 'Cover check' })).total).toBe(0);
  });

  it('creates a course with sanitised intro, lecturer name, audience and logs it', async () => {
    const res = await call('save', {
      title: ' 信息安全培训课程 ',
      cover: '/api/files/covers/a.png',
      intro:
        '<p onclick="x()">Hello<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://e.com/a.png"></p>',
      tags: ['安全', '安全', 'IT'],
      lecturerId,
      credits: 2.5,
      studyHours: 1.25,
      learnInSequence: true,
      forbidSeek: true,
      completionRule: 'all',
      secrecyLevel: 60,
      visibility: 'limited',
      audience: { departmentIds: [deptId], positions: ['Engineer'], userIds: [lecturerId] },
      requiresSignup: false,
      startAt: '2030-01-01T00:00:00.000Z',
      endAt: '2030-02-01T00:00:00.000Z',
    });
    expect(res.body).toMatchObject({ ret: 0, msg: 'Created successfully' });
    const c = res.body.data;
    courseId = c.id;
    expect(c).toMatchObject({
      title: '信息安全培训课程',
      status: 'draft',
      lecturerName: '张老师',
      credits: 2.5,
      studyHours: 1.25,
      learnInSequence: true,
      forbidSeek: true,
      completionRule: 'all',
      secrecyLevel: 60,
      visibility: 'limited',
      tags: ['安全', 'IT'],
      audience: { departmentIds: [deptId], positions: ['Engineer'], userIds: [lecturerId] },
      audienceNames: { departments: [{ id: deptId, name: 'Sales' }] },
      startAt: '2030-01-01T00:00:00.000Z',
      learned: false,
      chapters: [],
    });
    expect(c.intro).not.toMatch(/script|onclick|javascript/);
    expect(c.intro).toContain('Hello');
    expect(c.intro).toContain('<img src="https://e.com/a.png" />');
    const logs = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { entity: 'course' },
      { token: admin },
    );
    expect(logs.body.data.list[0]).toMatchObject({ action: 'create', summary: '信息安全培训课程' });
  });

  it('refuses a start after the end, and references outside the company', async () => {
    const base = { title: 'X' };
    expect(
      (
        await call('save', {
          ...base,
          startAt: '2030-02-01T00:00:00Z',
          endAt: '2030-01-01T00:00:00Z',
        })
      ).body,
    ).toEqual({
      ret: 1,
      msg: 'The start time cannot be greater than the end time',
      data: { field: 'endAt' },
    });
    expect((await call('save', { ...base, lecturerId: foreignUserId })).body.msg).toBe(
      'The lecturer is not a user of the company',
    );
    expect(
      (
        await call('save', {
          ...base,
          visibility: 'limited',
          audience: { userIds: [foreignUserId] },
        })
      ).body.msg,
    ).toBe('A chosen department or person does not exist');
    expect((await call('save', { ...base, visibility: 'limited' })).body.msg).toBe(
      'Choose at least one department, position or person',
    );
    expect((await call('save', { ...base, prerequisiteId: courseId, id: courseId })).body.msg).toBe(
      'The prerequisite course does not exist or is the course itself',
    );
    expect((await call('save', { id: courseId, title: 'Stolen' }, otherAdmin)).body.msg).toBe(
      'The course does not exist',
    );
    expect((await call('detail', { id: courseId }, otherAdmin)).body.ret).toBe(1);
    expect((await list()).total).toBe(1);
  });

  const outline = (extra: Partial<TCourseStructureSave> = {}): TCourseStructureSave => ({
    courseId,
    chapters: [
      {
        title: 'Chapter 1',
        resources: [
          { title: 'Video', type: 1, fileId: files.video, minSeconds: 60 },
          { title: 'Document', type: 3, fileId: files.docx, compulsory: false },
        ],
      },
      {
        title: 'Chapter 2',
        resources: [
          { title: 'SCORM', type: 10, fileId: files.scorm },
          { title: 'Text', type: 5, content: '<p>Read <b>me</b><script>bad()</script></p>' },
          { title: 'Link', type: 8, url: 'https://example.com/a' },
          { title: 'H5', type: 6, fileId: files.h5 },
          { title: 'Picture', type: 4, fileId: files.image },
        ],
      },
    ],
    ...extra,
  });

  it('refuses publishing a course without resources', async () => {
    expect((await call('publish', { id: courseId })).body.msg).toBe(
      'Add at least one resource before publishing',
    );
  });

  it('saves the whole outline with per-type checks, sanitising text resources', async () => {
    const res = await call('structure/save', outline());
    expect(res.body.ret).toBe(0);
    const ch = res.body.data.chapters;
    expect(ch.map((c) => [c.title, c.resources.map((r) => r.type)])).toEqual([
      ['Chapter 1', [1, 3]],
      ['Chapter 2', [10, 5, 8, 6, 4]],
    ]);
    expect(ch[0]!.resources[0]).toMatchObject({ minSeconds: 60, compulsory: true });
    expect(ch[0]!.resources[0]!.file).toMatchObject({ fileId: files.video, kind: 'video' });
    expect(ch[0]!.resources[1]).toMatchObject({ compulsory: false });
    expect(ch[1]!.resources[0]!.file).toMatchObject({ scormVersion: '1.2' });
    expect(ch[1]!.resources[1]!.content).toBe('<p>Read <b>me</b></p>');
    expect(ch[1]!.resources[2]).toMatchObject({ url: 'https://example.com/a', file: null });
  });

  it('refuses files of another company or of the wrong kind, and empty texts', async () => {
    const one = (r: Record<string, unknown>) =>
      call('structure/save', {
        courseId,
        chapters: [{ title: 'C', resources: [{ title: 'R', ...r }] }],
      });
    expect((await one({ type: 1, fileId: files.foreignVideo })).body.msg).toBe(
      'The file of resource "R" does not exist or does not fit its type',
    );
    expect((await one({ type: 3, fileId: files.video })).body.ret).toBe(1);
    expect((await one({ type: 10, fileId: files.h5 })).body.ret).toBe(1);
    expect((await one({ type: 1 })).body.msg).toBe('Please upload a file');
    expect((await one({ type: 5, content: '<script>x()</script>' })).body.msg).toBe(
      'Content cannot be empty',
    );
    expect((await one({ type: 8, url: 'javascript:alert(1)' })).body.ret).toBe(1);
    expect((await call('detail', { id: courseId })).body.data.chapters).toHaveLength(2);
  });

  it('keeps resource ids on a re-save, reorders, moves and drops the rest', async () => {
    const before = (await call('detail', { id: courseId })).body.data.chapters;
    const [c1, c2] = before;
    const res = await call('structure/save', {
      courseId,
      chapters: [
        {
          chapterId: c2!.chapterId,
          title: 'Part two first',
          resources: [
            { ...pick(c1!.resources[0]!), title: 'Video moved' },
            { ...pick(c2!.resources[1]!) },
          ],
        },
        { title: 'New chapter', resources: [{ title: 'New link', type: 8, url: 'http://a.b/' }] },
      ],
    });
    expect(res.body.ret).toBe(0);
    const after = res.body.data.chapters;
    expect(after[0]!.chapterId).toBe(c2!.chapterId);
    expect(after[0]!.resources.map((r) => r.resourceId)).toEqual([
      c1!.resources[0]!.resourceId,
      c2!.resources[1]!.resourceId,
    ]);
    expect(after[0]!.resources[0]!.title).toBe('Video moved');
    expect(after[1]!.title).toBe('New chapter');
    // An id from another course is stale.
    const other = await buildCourse(s.db, { companyId });
    expect(
      (
        await call('structure/save', {
          courseId,
          chapters: [{ chapterId: other.chapters[0]!.chapterId, title: 'x', resources: [] }],
        })
      ).body.msg,
    ).toBe('The course outline has changed. Please reload and try again');
    await call('structure/save', outline());
  });

  const pick = (r: TCourseAdminDetail['chapters'][number]['resources'][number]) => ({
    resourceId: r.resourceId,
    title: r.title,
    type: r.type,
    compulsory: r.compulsory,
    minSeconds: r.minSeconds,
    fileId: r.fileId,
    content: r.content,
    url: r.url,
  });

  it('publishes, unpublishes, and filters the list by status, category and keyword', async () => {
    const pub = await call<TCourseAdminRow>('publish', { id: courseId });
    expect(pub.body).toMatchObject({ ret: 0, msg: 'Published', data: { status: 'published' } });
    const publishedAt = pub.body.data.publishedAt;
    expect((await call('publish', { id: courseId })).body.msg).toBe(
      'The course is already published',
    );
    expect((await call('publish', { id: courseId }, otherAdmin)).body.msg).toBe(
      'The course does not exist',
    );
    // A published course keeps at least one resource.
    expect((await call('structure/save', { courseId, chapters: [] })).body.msg).toBe(
      'Add at least one resource before publishing',
    );
    expect((await list({ status: 'published' })).list.map((c) => c.id)).toContain(courseId);
    expect((await list({ status: 'draft' })).list.map((c) => c.id)).not.toContain(courseId);
    expect((await list({ keyword: '安全培训' })).list.map((c) => c.id)).toEqual([courseId]);
    expect((await list({ keyword: '%' })).total).toBe(0);
    const un = await call<TCourseAdminRow>('unpublish', { id: courseId });
    expect(un.body).toMatchObject({ msg: 'Unpublished', data: { status: 'unpublished' } });
    expect((await call('unpublish', { id: courseId })).body.msg).toBe(
      'The course is not published',
    );
    const again = await call<TCourseAdminRow>('publish', { id: courseId });
    expect(again.body.data.publishedAt).toBe(publishedAt);
    const actions = (
      await s.api.post<TPage<TOperationLog>>(
        '/api/manage/oplog/list',
        { entity: 'course', pageSize: 50 },
        { token: admin },
      )
    ).body.data.list.map((l) => l.action);
    expect(actions).toEqual(
      expect.arrayContaining(['create', 'structure', 'publish', 'unpublish']),
    );
  });

  it('copies a course as a draft with its outline and audience', async () => {
    const res = await call<TCourseAdminRow>('copy', { id: courseId });
    expect(res.body).toMatchObject({ ret: 0, msg: 'Copied' });
    expect(res.body.data).toMatchObject({
      title: '信息安全培训课程 (copy)',
      status: 'draft',
      learnerCount: 0,
    });
    const copy = (await call('detail', { id: res.body.data.id })).body.data;
    const source = (await call('detail', { id: courseId })).body.data;
    expect(copy.audience).toEqual(source.audience);
    expect(copy.chapters.map((c) => c.resources.map((r) => [r.type, r.fileId, r.title]))).toEqual(
      source.chapters.map((c) => c.resources.map((r) => [r.type, r.fileId, r.title])),
    );
    expect(copy.chapters[0]!.resources[0]!.resourceId).not.toBe(
      source.chapters[0]!.resources[0]!.resourceId,
    );
    expect((await call('copy', { id: courseId }, otherAdmin)).body.ret).toBe(1);
    // zh-CN suffix
    const zh = await call<TCourseAdminRow>('copy', { id: courseId }, admin, 'zh-CN');
    expect(zh.body.data.title).toBe('信息安全培训课程（副本）');
    expect((await call('delete', { ids: [zh.body.data.id] })).body.ret).toBe(0);
  });

  it('deletes drafts and unlearned courses, never published or learned ones', async () => {
    expect((await call('delete', { ids: [courseId] })).body.msg).toBe(
      'A published course cannot be deleted. Unpublish it first',
    );
    const learned = await buildCourse(s.db, {
      companyId,
      status: 'unpublished',
      title: 'Old',
    });
    // The learning module counts a learner in through the reader.
    await createCourseReader(s.db, createSharedCaches(new MemoryPubSub())).countLearner(
      s.db,
      learned.id,
    );
    expect((await call('delete', { ids: [learned.id] })).body.msg).toBe(
      'The course "Old" has learners and cannot be deleted',
    );
    const draft = await buildCourse(s.db, { companyId, status: 'draft' });
    const foreign = await buildCourse(s.db, { companyId: otherId, status: 'draft' });
    expect((await call('delete', { ids: [draft.id, foreign.id] })).body.msg).toBe(
      'The course does not exist',
    );
    expect((await call('delete', { ids: [draft.id] })).body).toEqual({
      ret: 0,
      msg: 'Deleted successfully',
      data: null,
    });
    const [gone] = await s.db.select().from(courses).where(eq(courses.id, draft.id));
    expect(gone).toBeUndefined();
    expect((await call('delete', { ids: [foreign.id] }, otherAdmin)).body.ret).toBe(0);
  });

  it('manages the category tree; a move carries its courses; a category with courses stays', async () => {
    const cat = (action: string, body: unknown, token = admin) =>
      s.api.post<TTreeNodeSaved>(`/api/manage/course/category/${action}`, body, { token });
    const root = (await cat('create', { name: '技术', parentId: null })).body.data;
    const child = (await cat('create', { name: '安全', parentId: root.id })).body.data;
    const other = (await cat('create', { name: '管理', parentId: null })).body.data;
    expect((await cat('create', { name: '安全', parentId: root.id })).body.msg).toBe(
      'There is already a category named "安全" here',
    );
    expect((await cat('create', { name: 'x', parentId: root.id }, otherAdmin)).body.msg).toBe(
      'The parent category does not exist',
    );
    const d = (await call('detail', { id: courseId })).body.data;
    const saved = await call('save', {
      ...saveBody(d),
      categoryId: child.id,
    });
    expect(saved.body.data).toMatchObject({ categoryId: child.id, categoryName: '安全' });
    expect((await call('save', { ...saveBody(d), categoryId: root.id }, otherAdmin)).body.ret).toBe(
      1,
    );
    expect((await list({ categoryId: root.id })).list.map((c) => c.id)).toEqual([courseId]);
    expect((await list({ categoryId: other.id })).total).toBe(0);
    // Move the subcategory under the other root: the course follows in "this category and below".
    expect((await cat('move', { id: child.id, parentId: other.id })).body.ret).toBe(0);
    expect((await list({ categoryId: other.id })).list.map((c) => c.id)).toEqual([courseId]);
    expect((await list({ categoryId: root.id })).total).toBe(0);
    expect((await cat('delete', { id: child.id })).body.msg).toBe(
      'The category holds 1 courses and cannot be deleted',
    );
    expect((await cat('delete', { id: other.id })).body.msg).toBe(
      'The category has 1 subcategories and cannot be deleted',
    );
    expect((await cat('rename', { id: root.id, name: 'Tech' })).body.ret).toBe(0);
    const tree = await s.api.get<TCourseCategoryAdminNode[]>('/api/manage/course/category/tree', {
      token: admin,
    });
    expect(tree.body.data.map((n) => [n.name, n.list.map((c) => [c.name, c.courses])])).toEqual([
      ['Tech', []],
      ['管理', [['安全', 1]]],
    ]);
    expect((await cat('delete', { id: root.id })).body.ret).toBe(0);
    const other2 = await s.api.get<TCourseCategoryAdminNode[]>('/api/manage/course/category/tree', {
      token: otherAdmin,
    });
    expect(other2.body.data).toEqual([]);
  });

  const saveBody = (d: TCourseAdminDetail) => ({
    id: d.id,
    title: d.title,
    cover: d.cover,
    intro: d.intro,
    tags: d.tags,
    categoryId: d.categoryId,
    lecturerId: d.lecturerId,
    credits: d.credits,
    studyHours: d.studyHours,
    learnInSequence: d.learnInSequence,
    forbidSeek: d.forbidSeek,
    completionRule: d.completionRule,
    secrecyLevel: d.secrecyLevel,
    visibility: d.visibility,
    audience: d.audience,
    prerequisiteId: d.prerequisiteId,
    requiresSignup: d.requiresSignup,
    startAt: d.startAt,
    endAt: d.endAt,
  });
});
