import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildDepartment, buildUser } from '../../../test/builders.ts';
import type { Actor } from '../../core/context.ts';
import {
  createItemSources,
  stateKey,
  type ItemSource,
  type ItemState,
} from '../../core/learning-items.ts';
import { recordChange } from '../oplog/oplog.service.ts';
import { createStudyPlanModule } from './study-plan.module.ts';

/**
 * A sub-plan from submission to the learner's progress, with the course item source standing
 * in for the course module's own (registered by it in app.ts): the manager submits the
 * department's values and trainings, the admin passes it, a learner of a department below
 * sees the trainings with the states the source reports, read in one call.
 */
describe('study plan flow', () => {
  let s: TestServer;
  const states = new Map<string, ItemState>();
  let statesCalls = 0;
  let admin: Actor;
  let manager: Actor;
  let learner: Actor;
  let module: ReturnType<typeof createStudyPlanModule>;
  let east: number;

  beforeAll(async () => {
    s = await startTestServer();
    const companyId = (await buildCompany(s.db)).id;
    east = (await buildDepartment(s.db, companyId, 'East')).id;
    const team = (await buildDepartment(s.db, companyId, 'East team', east)).id;
    const actor = (id: number, roles: string[], departmentId: number | null): Actor => ({
      userId: id,
      companyId,
      sessionId: 'x',
      account: `a${id}`,
      roles,
      isAdmin: roles.includes('admin'),
      departmentId,
      secrecyLevel: 50,
      mustChangePassword: false,
    });
    admin = actor((await buildUser(s.db, { companyId, roles: ['admin'] })).id, ['admin'], null);
    manager = actor(
      (await buildUser(s.db, { companyId, departmentId: east, roles: ['unit_manager'] })).id,
      ['learner', 'unit_manager'],
      east,
    );
    learner = actor(
      (await buildUser(s.db, { companyId, departmentId: team })).id,
      ['learner'],
      team,
    );
    const titles = new Map([
      [11, 'Safety first'],
      [12, 'Coaching'],
    ]);
    const course: ItemSource = {
      kind: 'course',
      async describe(_q, _c, ids) {
        return new Map(
          ids.flatMap((id) =>
            titles.has(id)
              ? [[id, { id, title: titles.get(id)!, url: `/course/detail?id=${id}` }] as const]
              : [],
          ),
        );
      },
      async states(_q, _c, userIds, itemIds) {
        statesCalls++;
        const out = new Map<string, ItemState>();
        for (const u of userIds)
          for (const i of itemIds) {
            const st = states.get(stateKey(u, i));
            if (st) out.set(stateKey(u, i), st);
          }
        return out;
      },
      async search() {
        return [];
      },
    };
    const items = createItemSources();
    items.register(course);
    module = createStudyPlanModule({
      db: s.db,
      items,
      access: s.app.access,
      record: recordChange,
      directory: {
        find: async (_c, ids) => ids.map((id) => ({ id, account: `a${id}`, realName: '' })),
        departmentNames: async (_c, ids) => new Map(ids.map((id) => [id, `D${id}`])),
      },
    });
  });
  afterAll(() => s.close());

  it('submits, rejects, resubmits, passes, and shows the trainings with progress', async () => {
    const svc = module.service;
    const plan = await svc.save(admin, '127.0.0.1', {
      name: 'Plan',
      description: '',
      startAt: new Date(Date.now() - 1000).toISOString(),
      endAt: new Date(Date.now() + 86_400_000).toISOString(),
      fields: [{ key: 'budget', name: 'Budget', type: 'number', required: true }],
      departments: [{ departmentId: east, managerIds: [] }],
    });
    const subPlanId = plan.subPlans[0]!.id;
    const submitted = await svc.submit(manager, {
      subPlanId,
      values: { budget: '5000' },
      items: [
        { kind: 'course', itemId: 11, note: 'Q1' },
        { kind: 'course', itemId: 12, note: '' },
      ],
    });
    expect(submitted.managed[0]).toMatchObject({
      status: 'reviewing',
      canSubmit: false,
      values: { budget: '5000' },
    });
    await expect(
      svc.submit(manager, {
        subPlanId,
        values: { budget: '1' },
        items: [{ kind: 'course', itemId: 11, note: '' }],
      }),
    ).rejects.toMatchObject({ ref: 'studyplan.notEditable' });
    // Not yet passed: the learner does not see it.
    expect((await svc.myPlans(learner, { page: 1, pageSize: 10 })).total).toBe(0);
    await svc.review(admin, '127.0.0.1', { subPlanId, decision: 'reject', remark: 'Add a date' });
    expect((await svc.detail(manager, plan.id)).managed[0]).toMatchObject({
      status: 'rejected',
      canSubmit: true,
      remark: 'Add a date',
    });
    await svc.submit(manager, {
      subPlanId,
      values: { budget: '6000' },
      items: [
        { kind: 'course', itemId: 11, note: 'Q1' },
        { kind: 'course', itemId: 12, note: '' },
      ],
    });
    await svc.review(admin, '127.0.0.1', { subPlanId, decision: 'pass', remark: '' });

    states.set(stateKey(learner.userId, 11), {
      state: 'completed',
      passed: null,
      score: null,
      finishedAt: new Date(),
    });
    const mine = await svc.myPlans(learner, { page: 1, pageSize: 10 });
    expect(mine.list).toEqual([
      expect.objectContaining({
        id: plan.id,
        itemCount: 2,
        completedCount: 1,
        timeState: 'inProgress',
      }),
    ]);
    statesCalls = 0;
    const detail = await svc.detail(learner, plan.id);
    expect(statesCalls).toBe(1);
    expect(detail.items.map((i) => [i.title, i.state, i.note])).toEqual([
      ['Safety first', 'completed', 'Q1'],
      ['Coaching', 'notStarted', ''],
    ]);
    expect(detail.progress).toBe(50);
    const trail = await svc.reviewTrail(manager, plan.id);
    expect(trail.map((t) => t.action)).toEqual(['submit', 'reject', 'submit', 'pass']);
  });
});
