import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type {
  TProgrammeAdminDetail,
  TProgrammeCard,
  TProgrammeDetail,
  TProgrammeSave,
} from '@ascent/shared/programme';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildUser,
  emitItemEvent,
  ensureItemSources,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/** Order, time and publication refusals; the to-do centre's tasks. */
describe('programme access', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: { id: number; token: string };
  let courses: number[];

  beforeAll(async () => {
    s = await startTestServer();
    ensureItemSources(s.app);
    companyId = (await buildCompany(s.db)).id;
    admin = (
      await s.api.login(
        (await buildUser(s.db, { companyId, roles: ['admin'] })).account,
        TEST_PASSWORD,
      )
    ).token;
    const u = await buildUser(s.db, { companyId });
    learner = { id: u.id, token: (await s.api.login(u.account, TEST_PASSWORD)).token };
    courses = [];
    for (const title of ['One', 'Two', 'Three'])
      courses.push((await buildCourse(s.db, { companyId, title })).id);
  });
  afterAll(() => s.close());

  const manage = <T>(action: string, body: unknown) =>
    s.api.post<T>(`/api/manage/programme/${action}`, body, { token: admin });
  const create = async (over: Partial<TProgrammeSave>) => {
    const res = await manage<TProgrammeAdminDetail>('save', {
      kind: 'project',
      name: 'Leadership',
      audience: { departmentIds: [], positions: [], userIds: [learner.id] },
      stages: [
        {
          name: 'Stage 1',
          items: [
            { itemType: 2, refId: courses[0]! },
            { itemType: 2, refId: courses[1]!, compulsory: false },
            { itemType: 2, refId: courses[2]! },
          ],
        },
      ],
      ...over,
    });
    expect(res.body.ret).toBe(0);
    expect((await manage('publish', { id: res.body.data.id })).body.ret).toBe(0);
    return res.body.data;
  };
  const open = (programmeId: number, itemId: number) =>
    s.api.post('/api/study/programme/item/open', { programmeId, itemId }, { token: learner.token });

  it('opens the items of a sequential programme in order (electives never block)', async () => {
    const p = await create({ orderMode: 'sequential', taskType: 11 });
    const [first, elective, third] = p.stages[0]!.items;
    expect((await open(p.id, third!.id)).body).toMatchObject({
      ret: 1,
      msg: 'Please complete the previous item first',
    });
    // The elective waits for the compulsory item before it.
    expect((await open(p.id, elective!.id)).body.ret).toBe(1);
    expect((await open(p.id, first!.id)).body.data).toEqual({
      url: `/course/detail?id=${courses[0]}`,
      state: 'notStarted',
    });
    await emitItemEvent(s.app, s.db, {
      companyId,
      userId: learner.id,
      kind: 'course',
      itemId: courses[0]!,
      outcome: 'completed',
    });
    expect((await open(p.id, third!.id)).body.ret).toBe(0);
    const d = (
      await s.api.get<TProgrammeDetail>(`/api/study/programme/${p.id}/detail`, {
        token: learner.token,
      })
    ).body.data;
    expect(d.taskType).toBe(11);
    expect(d.stages[0]!.items.map((i) => i.locked)).toEqual([false, false, false]);
  });

  it('refuses items before the programme starts and lists it as not started', async () => {
    const p = await create({
      name: 'Next quarter',
      startAt: new Date(Date.now() + 10 * 86400_000).toISOString(),
      endAt: new Date(Date.now() + 40 * 86400_000).toISOString(),
    });
    expect((await open(p.id, p.stages[0]!.items[0]!.id)).body.msg).toBe(
      'The programme has not started yet',
    );
    expect(
      await s.app.learningItems.access.granted(s.db, companyId, learner.id, 'course', courses[2]!),
    ).toBe(true); // through the sequential programme above, where it is open now
    const list = await s.api.post<TPage<TProgrammeCard>>(
      '/api/study/programme/list',
      { kind: 'project', state: 'notStarted' },
      { token: learner.token },
    );
    expect(list.body.data.list.map((c) => c.name)).toEqual(['Next quarter']);
  });

  it('hides an unpublished programme from its learners', async () => {
    const p = await create({ name: 'Withdrawn' });
    expect((await manage('unpublish', { id: p.id })).body.ret).toBe(0);
    const res = await s.api.get(`/api/study/programme/${p.id}/detail`, { token: learner.token });
    expect(res.body).toMatchObject({ ret: 1, msg: 'The training programme does not exist' });
    expect(
      (await s.api.get('/api/study/programme/abc/detail', { token: learner.token })).body.ret,
    ).toBe(1);
    expect((await s.api.get(`/api/study/programme/${p.id}/detail`)).body.ret).toBe(2);
  });

  it('gives the to-do centre the learner’s tasks with their pages', async () => {
    const sources = s.app.learningItems.tasks.all();
    const project = sources.find((src) => src.taskTypes.includes(1))!;
    const tasks = await project.list(
      { companyId, userId: learner.id, now: new Date() },
      [1, 11, 14],
    );
    const names = tasks.map((t) => t.title).sort();
    expect(names).toEqual(['Leadership', 'Next quarter']);
    const leadership = tasks.find((t) => t.title === 'Leadership')!;
    expect(leadership).toMatchObject({
      taskType: 11,
      url: `/project/detail?id=${leadership.id}`,
      timeState: 'inProgress',
    });
    expect(leadership.progress).toBeGreaterThan(0);
    expect(sources.find((src) => src.taskTypes.includes(6))).toBeDefined();
    expect(sources.find((src) => src.taskTypes.includes(9))).toBeDefined();
    expect(sources.find((src) => src.taskTypes.includes(5))).toBeDefined();
    expect(
      await project.list({ companyId: companyId + 1000, userId: learner.id, now: new Date() }, [1]),
    ).toEqual([]);
  });
});
