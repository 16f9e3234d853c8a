import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemKind } from '@ascent/shared/task';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildExam,
  buildPaper,
  buildUser,
} from '../../../test/builders.ts';
import type { Actor } from '../../core/context.ts';
import {
  createItemSources,
  createTaskSources,
  stateKey,
  type ItemSource,
  type ItemState,
} from '../../core/learning-items.ts';
import { createFileCatalog } from '../files/files.catalog.ts';
import { createFileUrls } from '../files/file-urls.ts';
import { createIdpModule } from './idp.module.ts';
import { createExamPaperTotals } from '../exam/exam.items.ts';

/**
 * A plan's progress read through the item sources (one states call per kind), the exam's pass
 * line as a percent of the paper total, the learner search limited to what the learner may
 * open, and the to-do centre's task type 27. The sources here stand in for the course and exam
 * modules' own (registered by them in app.ts); everything else is the real module on a real
 * database.
 */
describe('idp progress', () => {
  let s: TestServer;
  const states = new Map<string, ItemState>();
  const calls: { kind: ItemKind; userIds: number[]; itemIds: number[] }[] = [];
  let owner: Actor;
  let boss: Actor;
  let ids: { course: number; hidden: number; exam: number };

  const fakeSource = (kind: ItemKind, titles: Map<number, string>): ItemSource => ({
    kind,
    async describe(_q, _companyId, itemIds) {
      return new Map(
        itemIds.flatMap((id) => {
          const title = titles.get(id);
          return title ? [[id, { id, title, url: `/${kind}/detail?id=${id}` }] as const] : [];
        }),
      );
    },
    async states(_q, _companyId, userIds, itemIds) {
      calls.push({ kind, userIds, itemIds });
      const out = new Map<string, ItemState>();
      for (const u of userIds)
        for (const i of itemIds) {
          const st = states.get(`${kind}:${stateKey(u, i)}`);
          if (st) out.set(stateKey(u, i), st);
        }
      return out;
    },
    async search() {
      return [...titles].map(([id, title]) => ({ id, title, url: `/${kind}/detail?id=${id}` }));
    },
  });

  let module: ReturnType<typeof createIdpModule>;
  const tasks = createTaskSources();

  beforeAll(async () => {
    s = await startTestServer();
    const companyId = (await buildCompany(s.db)).id;
    const east = (await buildDepartment(s.db, companyId, 'East')).id;
    const west = (await buildDepartment(s.db, companyId, 'West')).id;
    const a = await buildUser(s.db, { companyId, departmentId: east });
    const b = await buildUser(s.db, { companyId, departmentId: east });
    const actor = (id: number, account: string): Actor => ({
      userId: id,
      companyId,
      sessionId: 'x',
      account,
      roles: ['learner'],
      isAdmin: false,
      departmentId: east,
      secrecyLevel: 50,
      mustChangePassword: false,
    });
    owner = actor(a.id, a.account);
    boss = actor(b.id, b.account);
    const course = await buildCourse(s.db, { companyId, title: 'Coaching basics' });
    const hidden = await buildCourse(s.db, {
      companyId,
      title: 'West only',
      audience: [{ kind: 'department', ref: String(west) }],
    });
    const paper = await buildPaper(s.db, { companyId, totalScore: 80 });
    const exam = await buildExam(s.db, { companyId, paperId: paper.id, name: 'Coaching exam' });
    ids = { course: course.id, hidden: hidden.id, exam: exam.id };
    const items = createItemSources();
    items.register(
      fakeSource(
        'course',
        new Map([
          [course.id, course.title],
          [hidden.id, hidden.title],
        ]),
      ),
    );
    items.register(fakeSource('exam', new Map([[exam.id, exam.name]])));
    module = createIdpModule({
      db: s.db,
      items,
      tasks,
      paperTotals: createExamPaperTotals(s.db),
      access: s.app.access,
      files: createFileCatalog(s.db, s.storage, createFileUrls(s.storage, Buffer.alloc(32))),
      uploads: { uploadStream: () => Promise.reject(new Error('unused')) },
      people: {
        find: async (_c, personIds) =>
          personIds.map((id) => ({ id, account: `u${id}`, realName: `U${id}` })),
        search: async () => [],
      },
    });
  });
  afterAll(() => s.close());

  it('offers the learner only the items the learner may open', async () => {
    const found = await module.service.searchItems(owner, { kind: 'course', keyword: '' });
    expect(found.map((f) => f.id)).toEqual([ids.course]);
    await expect(
      module.service.save(owner, {
        year: 2026,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        supervisorId: boss.userId,
        resources: [{ kind: 'course', itemId: ids.hidden }],
      }),
    ).rejects.toMatchObject({ ref: 'idp.itemNotFound' });
  });

  it('reads states in one call per kind and passes an exam at the percent of the paper total', async () => {
    const saved = await module.service.save(owner, {
      year: 2026,
      startDate: '2026-01-01',
      endDate: '2099-12-31',
      supervisorId: boss.userId,
      resources: [
        { kind: 'course', itemId: ids.course },
        { kind: 'exam', itemId: ids.exam, passPercent: 75 },
      ],
    });
    expect(saved.resources[1]).toMatchObject({
      paperTotal: 80,
      passScore: 60,
      state: 'notStarted',
    });
    const done = (score: number): ItemState => ({
      state: 'completed',
      passed: true,
      score,
      finishedAt: new Date(),
    });
    states.set(`course:${stateKey(owner.userId, ids.course)}`, done(0));
    // 59 of 80 passes the exam's own line, not the plan's 75 % (60).
    states.set(`exam:${stateKey(owner.userId, ids.exam)}`, done(59));
    calls.length = 0;
    const failing = await module.service.detail(owner, saved.id);
    expect(calls.map((c) => c.kind).sort()).toEqual(['course', 'exam']);
    expect(failing.resources.map((r) => [r.state, r.passed])).toEqual([
      ['completed', true],
      ['inProgress', false],
    ]);
    expect(failing.progress).toBe(50);
    states.set(`exam:${stateKey(owner.userId, ids.exam)}`, done(60));
    const passing = await module.service.detail(boss, saved.id);
    expect(passing.resources[1]).toMatchObject({ state: 'completed', passed: true, score: 60 });
    expect(passing.progress).toBe(100);

    // The to-do centre lists approved plans only (task type 27).
    const [source] = tasks.all();
    const ctx = { companyId: owner.companyId, userId: owner.userId, now: new Date() };
    expect(await source!.list(ctx, [27])).toEqual([]);
    await module.service.decide(boss, { id: saved.id, decision: 'pass', remark: '' });
    expect(await source!.list(ctx, [27])).toEqual([
      expect.objectContaining({
        taskType: 27,
        id: saved.id,
        title: '2026 IDP',
        progress: 100,
        completed: true,
        url: `/mine/IDP/detail?id=${saved.id}`,
      }),
    ]);
  });
});
