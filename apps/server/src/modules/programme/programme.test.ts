import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import { formatInstant } from '@ascent/shared/time';
import type {
  TProgrammeAdminDetail,
  TProgrammeCard,
  TProgrammeDetail,
  TProgrammeItemOpened,
  TProgrammeSave,
  TProgrammeSummaryRow,
} from '@ascent/shared/programme';
import type { ItemEvent } from '../../core/learning-items.ts';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildCourse,
  buildDepartment,
  buildExam,
  buildKnowledgeItem,
  buildPaper,
  buildUser,
  emitItemEvent,
  ensureItemSources,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/** Programmes: authoring, participants, progress from item events, locks and refusals. */
describe('programmes', () => {
  let s: TestServer;
  let companyId: number;
  let otherCompanyId: number;
  let admin: string;
  let otherAdmin: string;
  let east: number;
  let eastSub: number;
  let west: number;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  let carol: { id: number; token: string };
  let supervisor: { id: number; token: string };
  let course1: number;
  let course2: number;
  let exam1: number;
  let foreignCourse: number;
  let knowledge1: number;
  const programmeEvents: ItemEvent[] = [];

  const login = async (u: { account: string }) =>
    (await s.api.login(u.account, TEST_PASSWORD)).token;
  const person = async (opts: { departmentId?: number; roles?: string[]; position?: string }) => {
    const u = await buildUser(s.db, { companyId, ...opts });
    return { id: u.id, token: await login(u) };
  };

  beforeAll(async () => {
    s = await startTestServer();
    ensureItemSources(s.app);
    s.app.learningItems.events.on(async (_tx, e) => {
      if (e.kind === 'programme') programmeEvents.push(e);
    });
    companyId = (await buildCompany(s.db)).id;
    otherCompanyId = (await buildCompany(s.db)).id;
    east = (await buildDepartment(s.db, companyId, 'East')).id;
    eastSub = (await buildDepartment(s.db, companyId, 'East Sub', east)).id;
    west = (await buildDepartment(s.db, companyId, 'West')).id;
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    otherAdmin = await login(
      await buildUser(s.db, { companyId: otherCompanyId, roles: ['admin'] }),
    );
    alice = await person({ departmentId: eastSub });
    bob = await person({ departmentId: west, position: 'Welder' });
    carol = await person({ departmentId: west });
    supervisor = await person({ departmentId: west });
    course1 = (await buildCourse(s.db, { companyId, title: 'Safety basics' })).id;
    course2 = (await buildCourse(s.db, { companyId, title: 'Fire drill' })).id;
    const paper = await buildPaper(s.db, { companyId });
    exam1 = (await buildExam(s.db, { companyId, paperId: paper.id, name: 'Safety exam' })).id;
    foreignCourse = (await buildCourse(s.db, { companyId: otherCompanyId })).id;
    knowledge1 = (await buildKnowledgeItem(s.db, companyId)).id;
  });
  afterAll(() => s.close());

  const manage = <T>(action: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/programme/${action}`, body, { token, lang });
  const save = (body: TProgrammeSave, token = admin, lang = 'en-US') =>
    manage<TProgrammeAdminDetail>('save', body, token, lang);
  const detail = (id: number, token: string) =>
    s.api.get<TProgrammeDetail>(`/api/study/programme/${id}/detail`, { token });
  const open = (programmeId: number, itemId: number, token: string) =>
    s.api.post<TProgrammeItemOpened>(
      '/api/study/programme/item/open',
      { programmeId, itemId },
      {
        token,
      },
    );
  const newstaff = (over: Partial<TProgrammeSave> = {}): TProgrammeSave => ({
    kind: 'newstaff',
    name: 'Welcome aboard',
    intro: '<p>Hello <script>alert(1)</script><b>team</b></p>',
    startAt: new Date(Date.now() - 3600_000).toISOString(),
    endAt: new Date(Date.now() + 30 * 86400_000).toISOString(),
    audience: { departmentIds: [east], positions: ['Welder'], userIds: [] },
    supervisorIds: [supervisor.id],
    stages: [
      {
        name: 'Week one',
        items: [
          { itemType: 2, refId: course1, compulsory: true },
          { itemType: 3, refId: exam1, compulsory: true },
          { itemType: 2, refId: course2, compulsory: false },
        ],
      },
    ],
    ...over,
  });
  const publish = async (id: number) => expect((await manage('publish', { id })).body.ret).toBe(0);

  describe('authoring', () => {
    it('refuses start after end, in three languages', async () => {
      const bad = newstaff({
        startAt: '2030-02-01T00:00:00Z',
        endAt: '2030-01-01T00:00:00Z',
      });
      expect((await save(bad)).body).toMatchObject({
        ret: 1,
        msg: 'The start time cannot be greater than the end time',
      });
      expect((await save(bad, admin, 'zh-CN')).body.msg).toBe('开始时间不能大于结束时间');
      expect((await save(bad, admin, 'zh-TW')).body.msg).toBe('開始時間不能大於結束時間');
    });

    it('refuses items that are not the company’s, unknown types, duplicates, no stages', async () => {
      const foreign = newstaff({
        stages: [{ name: 'S', items: [{ itemType: 2, refId: foreignCourse }] }],
      });
      expect((await save(foreign)).body.msg).toMatch(/does not exist or is not this company/);
      const missing = newstaff({
        stages: [{ name: 'S', items: [{ itemType: 2, refId: 999999 }] }],
      });
      expect((await save(missing)).body.ret).toBe(1);
      const live = newstaff({ stages: [{ name: 'S', items: [{ itemType: 9, refId: 1 }] }] });
      expect((await save(live)).body.msg).toBe(
        'This learning item type cannot be added to a programme',
      );
      const twice = newstaff({
        stages: [
          { name: 'S', items: [{ itemType: 2, refId: course1 }] },
          { name: 'T', items: [{ itemType: 2, refId: course1 }] },
        ],
      });
      expect((await save(twice)).body.msg).toBe('The same item cannot be added twice');
      expect((await save(newstaff({ stages: [] }))).body.msg).toBe('Add at least one stage');
      expect((await save(newstaff({ minElectives: 2 }))).body.msg).toBe(
        'The minimum number of electives cannot exceed the electives',
      );
      expect((await save(newstaff({ taskType: 1 }))).body.msg).toBe(
        'The task type does not fit this kind of programme',
      );
      const outsider = newstaff({
        audience: { departmentIds: [], positions: [], userIds: [99999] },
      });
      expect((await save(outsider)).body.msg).toBe(
        'A department or person of the participants does not exist',
      );
    });

    it('is the administrators’ only: a learner is refused with ret 7, another company sees nothing', async () => {
      expect((await save(newstaff(), alice.token)).body.ret).toBe(7);
      const created = await save(newstaff({ name: 'Private' }));
      expect(created.body.ret).toBe(0);
      const other = await manage('detail', { id: created.body.data.id }, otherAdmin);
      expect(other.body).toMatchObject({ ret: 1, msg: 'The training programme does not exist' });
      expect((await manage('delete', { id: created.body.data.id }, otherAdmin)).body.ret).toBe(1);
      expect((await manage('delete', { id: created.body.data.id })).body.ret).toBe(0);
    });

    it('saves stages and items in order with a sanitised intro, and logs the change', async () => {
      const res = await save(newstaff());
      expect(res.body.ret).toBe(0);
      const d = res.body.data;
      expect(d.intro).not.toContain('script');
      expect(d.intro).toContain('<b>team</b>');
      expect(d.taskType).toBe(9);
      expect(d.status).toBe('draft');
      expect(d.stages[0]!.items.map((i) => [i.kind, i.title])).toEqual([
        ['course', 'Safety basics'],
        ['exam', 'Safety exam'],
        ['course', 'Fire drill'],
      ]);
      expect(d.supervisors.map((p) => p.id)).toEqual([supervisor.id]);
      // Keep the stage and item ids on resave: reorder and drop the elective.
      const stage = d.stages[0]!;
      const again = await save({
        ...newstaff(),
        id: d.id,
        stages: [
          {
            id: stage.id,
            name: 'Week one',
            items: [
              { id: stage.items[1]!.id, itemType: 3, refId: exam1 },
              { id: stage.items[0]!.id, itemType: 2, refId: course1 },
            ],
          },
        ],
      });
      expect(again.body.ret).toBe(0);
      expect(again.body.data.stages[0]!.items.map((i) => i.id)).toEqual([
        stage.items[1]!.id,
        stage.items[0]!.id,
      ]);
      const log = await s.api.post<TPage<{ entity: string; action: string }>>(
        '/api/manage/operation/log/list',
        { entity: 'programme' },
        { token: admin },
      );
      if (log.body.ret === 0)
        expect(log.body.data.list.map((l) => l.action)).toEqual(
          expect.arrayContaining(['create', 'update']),
        );
      expect((await manage('delete', { id: d.id })).body.ret).toBe(0);
    });
  });

  describe('participants, progress and access', () => {
    let programmeId: number;
    let items: TProgrammeAdminDetail['stages'][number]['items'];

    beforeAll(async () => {
      const res = await save(newstaff({ name: 'Onboarding' }));
      programmeId = res.body.data.id;
      items = res.body.data.stages[0]!.items;
      await publish(programmeId);
    });

    it('makes the departments (with subtrees) and positions members on publish', async () => {
      const list = await manage<TPage<{ userId: number; source: string }>>('report/learners', {
        programmeId,
      });
      expect(list.body.data.list.map((r) => r.userId).sort()).toEqual([alice.id, bob.id].sort());
      expect(list.body.data.list.every((r) => r.source === 'audience')).toBe(true);
      const cards = await s.api.post<TPage<TProgrammeCard>>(
        '/api/study/programme/list',
        { kind: 'newstaff' },
        { token: alice.token },
      );
      expect(cards.body.data.list.map((c) => c.name)).toContain('Onboarding');
      expect(cards.body.data.list.find((c) => c.id === programmeId)).toMatchObject({
        enrolled: true,
        url: `/newstaff/detail?id=${programmeId}`,
      });
    });

    it('refuses people outside the participants (ret 7) and other companies (not found)', async () => {
      expect((await detail(programmeId, carol.token)).body).toMatchObject({
        ret: 7,
        msg: 'You are not a participant of this programme',
      });
      const cards = await s.api.post<TPage<TProgrammeCard>>(
        '/api/study/programme/list',
        { kind: 'newstaff' },
        { token: carol.token },
      );
      expect(cards.body.data.list.map((c) => c.id)).not.toContain(programmeId);
      expect((await open(programmeId, items[0]!.id, carol.token)).body.msg).toBe(
        'Sign up or join the programme first',
      );
      const stranger = await buildUser(s.db, { companyId: otherCompanyId });
      const strangerToken = await login(stranger);
      expect((await detail(programmeId, strangerToken)).body.msg).toBe(
        'The training programme does not exist',
      );
    });

    it('counts progress from item events and emits the programme’s completion once', async () => {
      await emitItemEvent(s.app, s.db, {
        companyId,
        userId: alice.id,
        kind: 'course',
        itemId: course1,
        outcome: 'completed',
      });
      let d = (await detail(programmeId, alice.token)).body.data;
      expect(d.progress).toMatchObject({ percent: 50, state: 'inProgress', compulsoryDone: 1 });
      expect(
        d.stages[0]!.items.find((i) => i.kind === 'course' && i.refId === course1)!.state,
      ).toBe('completed');
      // A failed exam is finished but not done.
      await emitItemEvent(s.app, s.db, {
        companyId,
        userId: alice.id,
        kind: 'exam',
        itemId: exam1,
        outcome: 'failed',
        score: 40,
      });
      d = (await detail(programmeId, alice.token)).body.data;
      expect(d.progress.percent).toBe(50);
      expect(programmeEvents.filter((e) => e.userId === alice.id)).toHaveLength(0);
      await emitItemEvent(s.app, s.db, {
        companyId,
        userId: alice.id,
        kind: 'exam',
        itemId: exam1,
        outcome: 'passed',
        score: 90,
      });
      // The same event again changes nothing (idempotent).
      await emitItemEvent(s.app, s.db, {
        companyId,
        userId: alice.id,
        kind: 'exam',
        itemId: exam1,
        outcome: 'passed',
        score: 90,
      });
      d = (await detail(programmeId, alice.token)).body.data;
      expect(d.progress).toMatchObject({ percent: 100, state: 'completed' });
      expect(d.stages[0]!.items.find((i) => i.kind === 'exam' && i.refId === exam1)).toMatchObject({
        state: 'completed',
        passed: true,
        score: 90,
      });
      expect(programmeEvents.filter((e) => e.userId === alice.id)).toEqual([
        expect.objectContaining({ kind: 'programme', itemId: programmeId, outcome: 'completed' }),
      ]);
    });

    it('lets the supervisor see progress per learner and per department; others are refused', async () => {
      const mine = await s.api.post<TPage<TProgrammeSummaryRow>>(
        '/api/study/programme/supervised/list',
        {},
        { token: supervisor.token },
      );
      expect(mine.body.data.list.find((r) => r.id === programmeId)).toMatchObject({
        members: 2,
        completedMembers: 1,
      });
      const learners = await s.api.post<TPage<{ userId: number; percent: number }>>(
        '/api/study/programme/supervised/learners',
        { programmeId, state: 'completed' },
        { token: supervisor.token },
      );
      expect(learners.body.data.list).toEqual([
        expect.objectContaining({ userId: alice.id, percent: 100 }),
      ]);
      const refused = await s.api.post(
        '/api/study/programme/supervised/learners',
        { programmeId },
        { token: bob.token },
      );
      expect(refused.body).toMatchObject({ ret: 7, msg: 'You do not supervise this programme' });
      expect(
        (
          await s.api.post(
            '/api/study/programme/supervised/departments',
            { programmeId },
            { token: carol.token },
          )
        ).body.ret,
      ).toBe(7);
    });

    it('reports per learner with filters, per department, and exports xlsx', async () => {
      const east1 = await manage<TPage<{ userId: number }>>('report/learners', {
        programmeId,
        departmentId: east,
      });
      expect(east1.body.data.list.map((r) => r.userId)).toEqual([alice.id]);
      const notStarted = await manage<TPage<{ userId: number }>>('report/learners', {
        programmeId,
        state: 'notStarted',
      });
      expect(notStarted.body.data.list.map((r) => r.userId)).toEqual([bob.id]);
      const departments = await manage<
        { departmentName: string; members: number; completed: number }[]
      >('report/departments', { programmeId });
      expect(departments.body.data).toEqual([
        expect.objectContaining({ departmentName: 'East Sub', members: 1, completed: 1 }),
        expect.objectContaining({ departmentName: 'West', members: 1, completed: 0 }),
      ]);
      const file = await manage('report/export', { programmeId });
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
      expect(file.file!.subarray(0, 2).toString()).toBe('PK');
      // Alice's enrolment time on the company's wall clock (Asia/Shanghai), in the caller's format.
      const [alice1] = east1.body.data.list as unknown as { enrolledAt: string }[];
      const sheet = XLSX.read(file.file!, { type: 'buffer' });
      const learnerRows = XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]!]!, {
        header: 1,
      });
      expect(learnerRows.flat()).toContain(
        formatInstant(alice1!.enrolledAt, 'en-US', 'Asia/Shanghai', 'dateTime'),
      );
      expect((await manage('report/export', { programmeId }, alice.token)).body.ret).toBe(7);
      expect((await manage('report/learners', { programmeId }, otherAdmin)).body.ret).toBe(1);
    });

    it('adds and removes members by hand; the kept report follows at once, in every process', async () => {
      const other = await s.anotherProcess();
      type Row = { userId: number; compulsoryDone: number };
      const report = async (api: typeof s.api) => {
        const res = await api.post<TPage<Row>>(
          '/api/manage/programme/report/learners',
          { programmeId, departmentId: west },
          { token: admin },
        );
        expect(res.body.ret, res.body.msg).toBe(0);
        return res.body.data.list.map((r) => `${r.userId}:${r.compulsoryDone}`);
      };
      const westMembers = async (api: typeof s.api) => {
        const res = await api.post<{ departmentName: string; members: number }[]>(
          '/api/manage/programme/report/departments',
          { programmeId },
          { token: admin },
        );
        return res.body.data.find((d) => d.departmentName === 'West')?.members;
      };
      // Kept in both processes now.
      for (const api of [s.api, other]) {
        expect(await report(api)).toEqual([`${bob.id}:0`]);
        expect(await westMembers(api)).toBe(1);
      }
      const add = await manage<{ count: number }>('members/add', {
        programmeId,
        userIds: [carol.id],
      });
      expect(add.body.data.count).toBe(1);
      expect((await detail(programmeId, carol.token)).body.data.enrolled).toBe(true);
      const both = [`${bob.id}:0`, `${carol.id}:0`].sort();
      expect((await report(s.api)).sort()).toEqual(both);
      expect(await westMembers(s.api)).toBe(2);
      await expect.poll(async () => (await report(other)).sort(), { timeout: 1000 }).toEqual(both);
      await expect.poll(() => westMembers(other), { timeout: 1000 }).toBe(2);
      // Progress from a learner's own transaction: shown once it has committed.
      await emitItemEvent(s.app, s.db, {
        companyId,
        userId: carol.id,
        kind: 'course',
        itemId: course1,
        outcome: 'completed',
      });
      const done = [`${bob.id}:0`, `${carol.id}:1`].sort();
      expect((await report(s.api)).sort()).toEqual(done);
      await expect.poll(async () => (await report(other)).sort(), { timeout: 1000 }).toEqual(done);
      const remove = await manage<{ count: number }>('members/remove', {
        programmeId,
        userIds: [carol.id],
      });
      expect(remove.body.data.count).toBe(1);
      expect((await detail(programmeId, carol.token)).body.ret).toBe(7);
      expect(await report(s.api)).toEqual([`${bob.id}:0`]);
      await expect.poll(() => report(other), { timeout: 1000 }).toEqual([`${bob.id}:0`]);
      expect((await manage('members/add', { programmeId, userIds: [99999999] })).body.msg).toBe(
        'A learner does not exist',
      );
    });

    it('refuses the kept report of another company’s programme, and of a deleted one at once, in every process', async () => {
      const other = await s.anotherProcess();
      const created = await save(newstaff({ name: 'Short-lived' }));
      expect(created.body.ret).toBe(0);
      const id = created.body.data.id;
      const ask = (api: typeof s.api, token = admin) =>
        Promise.all([
          api.post('/api/manage/programme/report/learners', { programmeId: id }, { token }),
          api.post('/api/manage/programme/report/departments', { programmeId: id }, { token }),
        ]).then((replies) => replies.map((r) => (r.body.ret === 0 ? 0 : r.body.msg)));
      const refused = [
        'The training programme does not exist',
        'The training programme does not exist',
      ];
      // Kept (the programme's company and its pages) in both processes now.
      for (const api of [s.api, other]) {
        expect(await ask(api)).toEqual([0, 0]);
        expect(await ask(api, otherAdmin)).toEqual(refused);
        expect(await ask(api)).toEqual([0, 0]);
      }
      await publish(id);
      await manage('unpublish', { id });
      for (const api of [s.api, other]) expect(await ask(api)).toEqual([0, 0]);
      expect((await manage('delete', { id }, otherAdmin)).body.ret).toBe(1);
      expect((await manage('delete', { id })).body.ret).toBe(0);
      expect(await ask(s.api)).toEqual(refused);
      await expect.poll(() => ask(other), { timeout: 1000 }).toEqual(refused);
      expect(await ask(other, otherAdmin)).toEqual(refused);
    });

    it('refuses to delete a programme with learners’ records', async () => {
      expect((await manage('delete', { id: programmeId })).body.msg).toBe(
        "A programme with learners' records cannot be deleted; unpublish it instead",
      );
    });
  });

  describe('learning maps', () => {
    let mapId: number;
    let level2Item: number;

    beforeAll(async () => {
      const res = await save({
        kind: 'map',
        name: 'Safety path',
        audience: { departmentIds: [], positions: [], userIds: [carol.id] },
        stages: [
          { name: 'Level 1', items: [{ itemType: 2, refId: course1 }] },
          {
            name: 'Level 2',
            items: [
              { itemType: 36, refId: knowledge1 },
              { itemType: 2, refId: course2 },
            ],
          },
        ],
      });
      expect(res.body.ret).toBe(0);
      mapId = res.body.data.id;
      level2Item = res.body.data.stages[1]!.items[0]!.id;
      await publish(mapId);
    });

    it('keeps level 2 locked until level 1 is done', async () => {
      let d = (await detail(mapId, carol.token)).body.data;
      expect(d.stages.map((st) => st.locked)).toEqual([false, true]);
      expect(d.stages[1]!.items.every((i) => i.locked)).toBe(true);
      expect((await open(mapId, level2Item, carol.token)).body).toMatchObject({
        ret: 1,
        msg: 'Please complete the previous level first',
      });
      expect(
        (
          await s.api.post(
            '/api/study/programme/item/open',
            { programmeId: mapId, itemId: level2Item },
            {
              token: carol.token,
              lang: 'zh-CN',
            },
          )
        ).body.msg,
      ).toBe('请先完成上一关');
      // The item grant says no too while locked.
      const granted = (kind: 'knowledge' | 'course', id: number) =>
        s.app.learningItems.access.granted(s.db, companyId, carol.id, kind, id);
      expect(await granted('knowledge', knowledge1)).toBe(false);
      expect(await granted('course', course1)).toBe(true);
      expect(
        await s.app.learningItems.access.granted(s.db, companyId, bob.id, 'course', course1),
      ).toBe(true);

      await emitItemEvent(s.app, s.db, {
        companyId,
        userId: carol.id,
        kind: 'course',
        itemId: course1,
        outcome: 'completed',
      });
      expect(await granted('knowledge', knowledge1)).toBe(true);
      d = (await detail(mapId, carol.token)).body.data;
      expect(d.stages.map((st) => [st.locked, st.completed])).toEqual([
        [false, true],
        [false, false],
      ]);
      // A knowledge item counts as completed once opened.
      const opened = await open(mapId, level2Item, carol.token);
      expect(opened.body.data).toEqual({ url: `/doc/detail?id=${knowledge1}`, state: 'completed' });
      d = (await detail(mapId, carol.token)).body.data;
      expect(d.progress.percent).toBe(66);
    });

    it('is listed under the map kind and in the to-do centre’s task source', async () => {
      const cards = await s.api.post<TPage<TProgrammeCard>>(
        '/api/study/programme/list',
        { kind: 'map', mine: true },
        { token: carol.token },
      );
      expect(cards.body.data.list.map((c) => c.id)).toEqual([mapId]);
      expect(
        (await s.api.post('/api/study/programme/list', { kind: 'maps' }, { token: carol.token }))
          .body.ret,
      ).toBe(1);
    });
  });

  describe('sign-up and packages', () => {
    it('enrols through the sign-up target and shows a by-sign-up programme to everyone', async () => {
      const res = await save(
        newstaff({
          name: 'Open class',
          bySignup: true,
          audience: { departmentIds: [], positions: [], userIds: [] },
        }),
      );
      const id = res.body.data.id;
      await publish(id);
      let d = await detail(id, carol.token);
      expect(d.body.data).toMatchObject({ enrolled: false, bySignup: true, signup: null });
      expect((await open(id, d.body.data.stages[0]!.items[0]!.id, carol.token)).body.msg).toBe(
        'Sign up or join the programme first',
      );
      const target = s.app.learningItems.signups.target('programme')!;
      expect((await target.describe(s.db, companyId, [id])).get(id)?.title).toBe('Open class');
      expect((await target.describe(s.db, otherCompanyId, [id])).size).toBe(0);
      await s.db.transaction((tx) => target.enrol(tx, companyId, id, carol.id));
      d = await detail(id, carol.token);
      expect(d.body.data.enrolled).toBe(true);
      const learners = await manage<TPage<{ userId: number; source: string }>>('report/learners', {
        programmeId: id,
      });
      expect(learners.body.data.list).toEqual([
        expect.objectContaining({ userId: carol.id, source: 'signup' }),
      ]);
      await s.db.transaction((tx) => target.unenrol(tx, companyId, id, carol.id));
      expect((await detail(id, carol.token)).body.data.enrolled).toBe(false);
    });

    it('bundles programmes in a package that lists them with my progress', async () => {
      const inner = await save(
        newstaff({
          kind: 'subject',
          name: 'Subject A',
          audience: { departmentIds: [], positions: [], userIds: [] },
        }),
      );
      await publish(inner.body.data.id);
      const pkg = await save({
        kind: 'package',
        name: 'Bundle',
        audience: { departmentIds: [west], positions: [], userIds: [] },
        programmeIds: [inner.body.data.id],
      });
      expect(pkg.body.ret).toBe(0);
      expect(
        (
          await save({
            kind: 'package',
            name: 'Nested',
            programmeIds: [pkg.body.data.id],
          })
        ).body.msg,
      ).toBe("A package may only bundle this company's programmes that are not packages");
      await publish(pkg.body.data.id);
      const d = (await detail(pkg.body.data.id, carol.token)).body.data;
      expect(d.programmes.map((p) => p.name)).toEqual(['Subject A']);
      // The package's members may open the bundled programme.
      const innerDetail = (await detail(inner.body.data.id, carol.token)).body.data;
      expect(innerDetail.enrolled).toBe(true);
      expect((await manage('delete', { id: inner.body.data.id })).body.msg).toBe(
        'A package bundles this programme; it cannot be deleted',
      );
    });
  });
});
