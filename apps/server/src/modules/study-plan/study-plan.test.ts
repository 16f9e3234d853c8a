import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type {
  TManagedSubPlanRow,
  TMyStudyPlanRow,
  TPlanField,
  TStudyPlanAdminDetail,
  TStudyPlanDetail,
  TStudyPlanRow,
  TSubPlanReviewEntry,
} from '@ascent/shared/study-plan';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildDepartment, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { studySubPlans } from './study-plan.schema.ts';

/**
 * Study plans over HTTP: the admin's plans (fields, departments and their managers), who may
 * see and submit a department's sub-plan (named managers, or the department's unit managers),
 * the review with a remark (administrators only), and every refusal with its message.
 */
describe('study plans', () => {
  let s: TestServer;
  let companyId: number;
  let east: number;
  let west: number;
  const u = {} as Record<
    'admin' | 'named' | 'unit' | 'westUnit' | 'learner' | 'foreignAdmin',
    { id: number; token: string }
  >;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const other = await buildCompany(s.db);
    east = (await buildDepartment(s.db, companyId, 'East')).id;
    west = (await buildDepartment(s.db, companyId, 'West')).id;
    const make = async (key: keyof typeof u, opts: Parameters<typeof buildUser>[1]) => {
      const user = await buildUser(s.db, opts);
      u[key] = { id: user.id, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
    };
    await make('admin', { companyId, roles: ['admin'] });
    await make('named', { companyId, departmentId: west, realName: 'Nina' });
    await make('unit', { companyId, departmentId: east, roles: ['unit_manager'] });
    await make('westUnit', { companyId, departmentId: west, roles: ['unit_manager'] });
    await make('learner', { companyId, departmentId: east });
    await make('foreignAdmin', { companyId: other.id, roles: ['admin'] });
  });
  afterAll(() => s.close());

  const opts = (token: string) => ({ token, lang: 'en-US' });
  const fields: TPlanField[] = [
    { key: 'budget', name: 'Budget', type: 'number', required: true },
    { key: 'owner', name: 'Owner', type: 'text', required: false },
  ];
  const day = 24 * 3600_000;
  const body = (over: object = {}) => ({
    name: '2026 training plan',
    description: 'The year of coaching',
    startAt: new Date(Date.now() - day).toISOString(),
    endAt: new Date(Date.now() + 30 * day).toISOString(),
    fields,
    departments: [
      { departmentId: east, managerIds: [] },
      { departmentId: west, managerIds: [u.named.id] },
    ],
    ...over,
  });
  const save = (b: object, token = u.admin.token) =>
    s.api.post<TStudyPlanAdminDetail>('/api/manage/study/plan/save', b, opts(token));
  const submit = (b: object, token: string) =>
    s.api.post<TStudyPlanDetail>('/api/study/plan/managersubmit', b, opts(token));
  const managerList = (token: string) =>
    s.api.post<TPage<TManagedSubPlanRow>>('/api/study/plan/managerlist', {}, opts(token));
  const review = (b: object, token = u.admin.token) =>
    s.api.post<TStudyPlanAdminDetail>('/api/study/subplan/audit/remark', b, opts(token));

  it('refuses a plan whose start is after its end, without departments, or with a foreign department', async () => {
    const start = new Date(Date.now() + 2 * day).toISOString();
    const end = new Date(Date.now() + day).toISOString();
    expect((await save(body({ startAt: start, endAt: end }))).body).toMatchObject({
      ret: 1,
      msg: 'The start time cannot be greater than the end time',
    });
    expect((await save(body({ departments: [] }))).body.msg).toBe('Choose at least one department');
    const foreignDept = (await buildDepartment(s.db, (await buildCompany(s.db)).id, 'X')).id;
    expect(
      (await save(body({ departments: [{ departmentId: foreignDept, managerIds: [] }] }))).body.msg,
    ).toBe('The department does not exist');
    expect(
      (await save(body({ departments: [{ departmentId: east, managerIds: [u.foreignAdmin.id] }] })))
        .body.msg,
    ).toBe('Managers must be active people of the company');
    expect((await save(body({ fields: [fields[0], fields[0]] }))).body.msg).toBe(
      'Plan fields must not repeat',
    );
    // Learners cannot use the admin calls.
    expect((await save(body(), u.unit.token)).body.ret).toBe(7);
  });

  it('lets the managers, and only them, submit their sub-plan, and the admin review it', async () => {
    const created = await save(body());
    expect(created.body.ret).toBe(0);
    const plan = created.body.data;
    expect(plan).toMatchObject({ timeState: 'inProgress', counts: { draft: 2 } });
    const eastSub = plan.subPlans.find((x) => x.departmentId === east)!;
    const westSub = plan.subPlans.find((x) => x.departmentId === west)!;
    expect(eastSub).toMatchObject({ byRole: true, status: 'draft', departmentName: 'East' });
    expect(westSub.managers.map((m) => m.id)).toEqual([u.named.id]);

    // managerlist: the unit manager of East, the named manager of West; a unit manager of a
    // department with named managers manages nothing there.
    expect((await managerList(u.unit.token)).body.data.list.map((r) => r.subPlanId)).toEqual([
      eastSub.id,
    ]);
    expect((await managerList(u.named.token)).body.data.list.map((r) => r.subPlanId)).toEqual([
      westSub.id,
    ]);
    expect((await managerList(u.westUnit.token)).body.data.total).toBe(0);
    expect((await managerList(u.learner.token)).body.data.total).toBe(0);

    // The plan's fields and detail: managers yes; a learner of a department without a passed
    // sub-plan, or another company, no.
    const fieldList = await s.api.post<TPlanField[]>(
      '/api/study/planfield/list',
      { planId: plan.id },
      opts(u.unit.token),
    );
    expect(fieldList.body.data.map((f) => f.key)).toEqual(['budget', 'owner']);
    const managed = await s.api.get<TStudyPlanDetail>(
      `/api/study/plan/${plan.id}/detail`,
      opts(u.unit.token),
    );
    expect(managed.body.data.managed).toEqual([
      expect.objectContaining({ id: eastSub.id, canSubmit: true }),
    ]);
    for (const token of [u.learner.token, u.foreignAdmin.token])
      expect((await s.api.get(`/api/study/plan/${plan.id}/detail`, opts(token))).body.msg).toBe(
        'The study plan does not exist',
      );

    // Not a manager.
    const items = [{ kind: 'course', itemId: 1 }];
    for (const token of [u.learner.token, u.westUnit.token, u.named.token])
      expect(
        (await submit({ subPlanId: eastSub.id, values: { budget: '10' }, items }, token)).body,
      ).toMatchObject({ ret: 7, msg: "You are not a manager of this department's plan" });
    expect(
      (
        await submit(
          { subPlanId: eastSub.id, values: { budget: '1' }, items },
          u.foreignAdmin.token,
        )
      ).body.msg,
    ).toBe('The sub-plan does not exist');
    // Fields: required, typed, known.
    expect(
      (await submit({ subPlanId: eastSub.id, values: {}, items }, u.unit.token)).body.msg,
    ).toBe('Please fill in "Budget" correctly');
    expect(
      (await submit({ subPlanId: eastSub.id, values: { budget: 'lots' }, items }, u.unit.token))
        .body.msg,
    ).toBe('Please fill in "Budget" correctly');
    expect(
      (
        await submit(
          { subPlanId: eastSub.id, values: { budget: '1', x: 'y' }, items },
          u.unit.token,
        )
      ).body.msg,
    ).toBe('Parameter error');
    expect(
      (await submit({ subPlanId: eastSub.id, values: { budget: '1' }, items: [] }, u.unit.token))
        .body.msg,
    ).toBe('Add at least one training');
    expect(
      (
        await submit(
          {
            subPlanId: eastSub.id,
            values: { budget: '1' },
            items: [{ kind: 'course', itemId: 999999 }],
          },
          u.unit.token,
        )
      ).body.msg,
    ).toBe('A chosen training does not exist');

    // Review: only a sub-plan under review, only an administrator of the company.
    expect((await review({ subPlanId: eastSub.id, decision: 'pass' })).body.msg).toBe(
      'The sub-plan is not under review',
    );
    // (A sub-plan is put under review here directly: its items are read through the item
    // sources, which the course and exam modules register; study-plan-flow.test.ts submits one.)
    await s.db
      .update(studySubPlans)
      .set({ status: 'reviewing', items: [{ kind: 'course', itemId: 1, note: '' }] })
      .where(eq(studySubPlans.id, eastSub.id));
    expect((await review({ subPlanId: eastSub.id, decision: 'pass' }, u.unit.token)).body.ret).toBe(
      7,
    );
    expect(
      (await review({ subPlanId: eastSub.id, decision: 'pass' }, u.foreignAdmin.token)).body.msg,
    ).toBe('The sub-plan does not exist');
    expect((await review({ subPlanId: eastSub.id, decision: 'reject' })).body.msg).toBe(
      'Please give the reason for the rejection',
    );
    const rejected = await review({
      subPlanId: eastSub.id,
      decision: 'reject',
      remark: 'Too thin',
    });
    expect(rejected.body).toMatchObject({ ret: 0, msg: 'Review recorded' });
    expect(rejected.body.data.subPlans.find((x) => x.id === eastSub.id)).toMatchObject({
      status: 'rejected',
      remark: 'Too thin',
    });
    expect((await review({ subPlanId: eastSub.id, decision: 'pass' })).body.msg).toBe(
      'The sub-plan is not under review',
    );
    const trail = await s.api.get<TSubPlanReviewEntry[]>(
      `/api/study/plan/${plan.id}/AuditTmplDetailbyType`,
      opts(u.unit.token),
    );
    expect(trail.body.data).toEqual([
      expect.objectContaining({ subPlanId: eastSub.id, action: 'reject', remark: 'Too thin' }),
    ]);
    // A submitted department cannot be dropped from the plan.
    expect(
      (
        await save({
          ...body({ departments: [{ departmentId: west, managerIds: [] }] }),
          id: plan.id,
        })
      ).body.msg,
    ).toBe('A department whose sub-plan was submitted cannot be removed');
    // Passing it makes the plan concern East's learners.
    await s.db
      .update(studySubPlans)
      .set({ status: 'reviewing' })
      .where(eq(studySubPlans.id, eastSub.id));
    expect((await review({ subPlanId: eastSub.id, decision: 'pass' })).body.ret).toBe(0);
    const mine = await s.api.post<TPage<TMyStudyPlanRow>>(
      '/api/study/plan/list',
      {},
      opts(u.learner.token),
    );
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({ id: plan.id, itemCount: 1, completedCount: 0 }),
    ]);
    expect(
      (
        await s.api.get<TStudyPlanDetail>(
          `/api/study/plan/${plan.id}/detail`,
          opts(u.learner.token),
        )
      ).body.data,
    ).toMatchObject({
      managed: [],
      items: [expect.objectContaining({ kind: 'course', itemId: 1 })],
    });
    expect((await managerList(u.unit.token)).body.data.list[0]).toMatchObject({ status: 'passed' });
    expect(
      (await submit({ subPlanId: eastSub.id, values: { budget: '1' }, items }, u.unit.token)).body
        .msg,
    ).toBe('A chosen training does not exist');
  });

  it('refuses submitting to an ended plan; lists and deletes plans in the admin site', async () => {
    const ended = await save(
      body({
        name: 'Last year',
        startAt: new Date(Date.now() - 30 * day).toISOString(),
        endAt: new Date(Date.now() - day).toISOString(),
      }),
    );
    const sub = ended.body.data.subPlans.find((x) => x.departmentId === east)!;
    expect(
      (
        await submit(
          { subPlanId: sub.id, values: { budget: '1' }, items: [{ kind: 'course', itemId: 1 }] },
          u.unit.token,
        )
      ).body.msg,
    ).toBe('The study plan has ended');
    const listed = await s.api.post<TPage<TStudyPlanRow>>(
      '/api/manage/study/plan/list',
      { keyword: 'Last' },
      opts(u.admin.token),
    );
    expect(listed.body.data.list).toEqual([
      expect.objectContaining({ id: ended.body.data.id, timeState: 'ended' }),
    ]);
    expect(
      (await s.api.post('/api/manage/study/plan/list', {}, opts(u.foreignAdmin.token))).body,
    ).toMatchObject({ ret: 0, data: { total: 0 } });
    const del = await s.api.post<{ deleted: number }>(
      '/api/manage/study/plan/delete',
      { ids: [ended.body.data.id] },
      opts(u.foreignAdmin.token),
    );
    expect(del.body.data.deleted).toBe(0);
    expect(
      (
        await s.api.post<{ deleted: number }>(
          '/api/manage/study/plan/delete',
          { ids: [ended.body.data.id] },
          opts(u.admin.token),
        )
      ).body.data.deleted,
    ).toBe(1);
    expect(
      (await s.api.get(`/api/manage/study/plan/${ended.body.data.id}`, opts(u.admin.token))).body
        .msg,
    ).toBe('The study plan does not exist');
  });
});
