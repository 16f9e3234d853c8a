import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_TYPE } from '@ascent/shared/audit';
import type { TPage } from '@ascent/shared/admin';
import type {
  TMaterialDetail,
  TMeetingReservationDetail,
  TRoom,
  TRoomSlot,
  TSignupAdminDetail,
  TSignupDetail,
  TSignupPerson,
  TSignupRow,
  TSignupSubmitResult,
} from '@ascent/shared/signup';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  TEST_PASSWORD,
  buildAuditTemplate,
  buildCompany,
  buildCourse,
  buildDepartment,
  buildRoom,
  buildSignup,
  buildUser,
  setSignupTimes,
} from '../../../test/builders.ts';
import type * as LearningItems from '../../core/learning-items.ts';
import type { SignupTarget } from '../../core/learning-items.ts';

/**
 * The programme module registers the real 'programme' target (issue 6, in parallel); these
 * tests register a fake one in the test app's registry, so the sign-up's own code paths (enrol
 * inside the transaction, unenrol on cancel) run unchanged, and keep it when the real one
 * registers later.
 */
const fake = vi.hoisted(() => ({
  programmes: new Map<number, { title: string; startAt: Date | null; endAt: Date | null }>(),
  enrolled: new Set<string>(),
  calls: [] as string[],
}));
vi.mock('../../core/learning-items.ts', async (importOriginal) => {
  const mod = await importOriginal<typeof LearningItems>();
  return {
    ...mod,
    createSignupRegistry: () => {
      const registry = mod.createSignupRegistry();
      const programme: SignupTarget = {
        targetType: 'programme',
        async describe(_q, _companyId, ids) {
          return new Map(
            ids.filter((id) => fake.programmes.has(id)).map((id) => [id, fake.programmes.get(id)!]),
          );
        },
        async enrol(tx, companyId, targetId, userId) {
          if (!tx) throw new Error('enrol outside a transaction');
          fake.calls.push(`enrol:${targetId}:${userId}`);
          fake.enrolled.add(`${companyId}:${targetId}:${userId}`);
        },
        async unenrol(_tx, companyId, targetId, userId) {
          fake.calls.push(`unenrol:${targetId}:${userId}`);
          fake.enrolled.delete(`${companyId}:${targetId}:${userId}`);
        },
      };
      registry.registerTarget(programme);
      const register = registry.registerTarget;
      registry.registerTarget = (t) => {
        if (t.targetType !== 'programme') register(t);
      };
      return registry;
    },
  };
});

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('sign-up', () => {
  let s: TestServer;
  let companyId: number;
  let hq: number;
  let sales: number;
  let plant: number;
  let adminToken: string;
  let reviewer: { id: number; token: string };

  async function learner(departmentId: number, extra: Record<string, unknown> = {}) {
    const user = await buildUser(s.db, { companyId, departmentId, ...extra });
    return { id: user.id, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
  }
  const submit = (token: string, body: Record<string, unknown>) =>
    s.api.post<TSignupSubmitResult>('/api/study/signup/submit', body, { token });
  const cancel = (token: string, signupId: number) =>
    s.api.post('/api/study/signup/cancel', { signupId }, { token });
  const detail = (token: string, id: number) =>
    s.api.get<TSignupDetail>(`/api/study/signup/${id}/detail`, { token });
  const decide = (token: string, auditId: number, pass: boolean) =>
    s.api.post(
      '/api/study/audittmpl/auditreceiptnodesubmit',
      pass ? { auditId, decision: 2 } : { auditId, decision: 3, remark: 'Not this time' },
      { token },
    );
  const save = (body: Record<string, unknown>) =>
    s.api.post<TSignupAdminDetail>('/api/manage/signup/save', body, { token: adminToken });
  const publish = (id: number) =>
    s.api.post(
      '/api/manage/signup/status',
      { ids: [id], status: 'published' },
      { token: adminToken },
    );

  beforeAll(async () => {
    s = await startTestServer();
    const company = await buildCompany(s.db);
    companyId = company.id;
    hq = (await buildDepartment(s.db, companyId, 'Head office')).id;
    sales = (await buildDepartment(s.db, companyId, 'Sales', hq)).id;
    plant = (await buildDepartment(s.db, companyId, 'Plant')).id;
    const admin = await buildUser(s.db, { companyId, roles: ['admin'], departmentId: hq });
    adminToken = (await s.api.login(admin.account, TEST_PASSWORD)).token;
    reviewer = await learner(hq);
    fake.programmes.set(7, {
      title: 'New-staff 2026',
      startAt: new Date(Date.now() + 10 * 86400_000),
      endAt: null,
    });
  });
  afterAll(async () => s?.close());

  it('refuses approval without an enabled approval template for sign-ups', async () => {
    const res = await save({
      kind: 1,
      title: 'New-staff sign-up',
      targetId: 7,
      startAt: at(-HOUR),
      endAt: at(86400_000),
      requiresApproval: true,
    });
    expect(res.body).toMatchObject({
      ret: 1,
      msg: 'Enable an approval template for sign-ups (type 3) first',
    });
  });

  it('refuses a learner on the admin calls and a target that does not exist', async () => {
    const someone = await learner(sales);
    const res = await s.api.post('/api/manage/signup/list', {}, { token: someone.token });
    expect(res.body.ret).toBe(7);
    const missing = await save({
      kind: 1,
      title: 'X',
      targetId: 999,
      startAt: at(-HOUR),
      endAt: at(HOUR),
    });
    expect(missing.body).toMatchObject({ ret: 1, data: { field: 'targetId' } });
    const backwards = await save({ kind: 2, title: 'X', startAt: at(HOUR), endAt: at(-HOUR) });
    expect(backwards.body.msg).toBe('The start time cannot be greater than the end time');
  });

  describe('kind 1 with approval, capacity and departments', () => {
    let signupId: number;
    let l1: { id: number; token: string };
    let l3: { id: number; token: string };

    beforeAll(async () => {
      await buildAuditTemplate(s.db, companyId, {
        type: AUDIT_TYPE.signup,
        nodes: [{ approverRoles: ['admin'], approverUserIds: [reviewer.id] }],
      });
      const res = await save({
        kind: 1,
        title: 'New-staff sign-up',
        targetId: 7,
        startAt: at(-HOUR),
        endAt: at(86400_000),
        capacity: 2,
        requiresApproval: true,
        departmentIds: [hq],
      });
      expect(res.body.ret).toBe(0);
      signupId = res.body.data.id;
      // The activity start defaults to the programme's start.
      expect(res.body.data.activityStartAt).toBe(fake.programmes.get(7)!.startAt!.toISOString());
      expect((await publish(signupId)).body.ret).toBe(0);
      l1 = await learner(sales);
      l3 = await learner(hq);
    });

    it('refuses a department outside the allowed ones (subtrees count)', async () => {
      const outsider = await learner(plant);
      const res = await submit(outsider.token, { signupId });
      expect(res.body).toMatchObject({ ret: 1, msg: 'Your department is not allowed to sign up' });
      const zh = await s.api.post(
        '/api/study/signup/submit',
        { signupId },
        { token: outsider.token, lang: 'zh-CN' },
      );
      expect(zh.body.msg).toBe('您所在的部门不在报名范围内');
      expect((await detail(outsider.token, signupId)).body.data.block).toBe(
        'signup.departmentNotAllowed',
      );
      // The open list leaves it out for them.
      const open = await s.api.post<TPage<TSignupRow>>(
        '/api/study/signup/list',
        { tab: 'open' },
        { token: outsider.token },
      );
      expect(open.body.data.list.map((r) => r.id)).not.toContain(signupId);
    });

    it('signs up for approval, refuses a repeat, enrols through the target when approved', async () => {
      const res = await submit(l1.token, { signupId });
      expect(res.body).toMatchObject({ ret: 0, msg: 'Sign-up submitted; waiting for approval' });
      expect(res.body.data.state).toBe('reviewing');
      expect(fake.enrolled.has(`${companyId}:7:${l1.id}`)).toBe(false);

      const again = await submit(l1.token, { signupId });
      expect(again.body).toMatchObject({ ret: 1, msg: 'You can not repeat to register!' });

      const mine = await s.api.post<TPage<TSignupRow>>(
        '/api/study/signup/list',
        { tab: 'mine' },
        { token: l1.token },
      );
      expect(mine.body.data.list).toMatchObject([
        { id: signupId, mine: 'reviewing', targetTitle: 'New-staff 2026', taken: 1 },
      ]);

      // The approver sees it in the audit centre, with the sign-up's lines.
      const receipt = await s.api.get<{ lines: { label: string; value: string }[] }>(
        `/api/study/audittmpl/${res.body.data.auditId}/auditreceiptdetail`,
        { token: reviewer.token },
      );
      expect(receipt.body.data.lines[0]).toEqual({ label: 'Sign-up', value: 'New-staff sign-up' });

      expect((await decide(reviewer.token, res.body.data.auditId!, true)).body.ret).toBe(0);
      expect(fake.enrolled.has(`${companyId}:7:${l1.id}`)).toBe(true);
      const after = await detail(l1.token, signupId);
      expect(after.body.data.mineRecord?.state).toBe('enrolled');
      expect(after.body.data.canCancel).toBe(true);
    });

    it('is full at capacity (approved + under review), rejects, re-signs up after rejection', async () => {
      const first = await submit(l3.token, { signupId });
      expect(first.body.data.state).toBe('reviewing');
      const late = await learner(hq);
      const full = await submit(late.token, { signupId });
      expect(full.body).toMatchObject({ ret: 1, msg: 'Registration is full' });

      expect((await decide(adminToken, first.body.data.auditId!, false)).body.ret).toBe(0);
      const rejected = await detail(l3.token, signupId);
      expect(rejected.body.data.mineRecord).toMatchObject({
        state: 'rejected',
        rejectReason: 'Not this time',
      });
      // The rejection freed the place: signing up again works.
      const again = await submit(l3.token, { signupId });
      expect(again.body.data.state).toBe('reviewing');
    });

    it('cancels under review by withdrawing the receipt, and signs up again', async () => {
      const res = await cancel(l3.token, signupId);
      expect(res.body).toMatchObject({ ret: 0, msg: 'The sign-up is cancelled' });
      expect((await detail(l3.token, signupId)).body.data.mineRecord?.state).toBe('withdrawn');
      const again = await submit(l3.token, { signupId });
      expect(again.body.data.state).toBe('reviewing');
      // Withdrawn from the audit centre: the same outcome.
      const w = await s.api.post(
        '/api/study/audittmpl/withdraw',
        { auditId: again.body.data.auditId },
        { token: l3.token },
      );
      expect(w.body.ret).toBe(0);
      expect((await detail(l3.token, signupId)).body.data.mineRecord?.state).toBe('withdrawn');
    });

    it('cancels an enrolled place (unenrolled through the target) and re-signs up', async () => {
      fake.calls.length = 0;
      expect((await cancel(l1.token, signupId)).body.ret).toBe(0);
      expect(fake.calls).toEqual([`unenrol:7:${l1.id}`]);
      expect(fake.enrolled.has(`${companyId}:7:${l1.id}`)).toBe(false);
      const nothing = await cancel(l1.token, signupId);
      expect(nothing.body).toMatchObject({ ret: 1, msg: 'You have not signed up' });
      const again = await submit(l1.token, { signupId });
      expect(again.body.data.state).toBe('reviewing');
      expect((await decide(adminToken, again.body.data.auditId!, true)).body.ret).toBe(0);
    });

    it('refuses to cancel after the activity started or the cancel deadline', async () => {
      await setSignupTimes(s.db, signupId, { activityStartAt: new Date(Date.now() - 60_000) });
      const res = await cancel(l1.token, signupId);
      expect(res.body).toMatchObject({
        ret: 1,
        msg: 'The activity has started or the cancel deadline has passed; the sign-up can no longer be cancelled',
      });
      expect((await detail(l1.token, signupId)).body.data.canCancel).toBe(false);
      await setSignupTimes(s.db, signupId, {
        activityStartAt: new Date(Date.now() + 86400_000),
        cancelDeadline: new Date(Date.now() - 60_000),
      });
      expect((await cancel(l1.token, signupId)).body.ret).toBe(1);
      expect(fake.enrolled.has(`${companyId}:7:${l1.id}`)).toBe(true);
    });

    it('refuses once the admin closed it', async () => {
      await s.api.post(
        '/api/manage/signup/status',
        { ids: [signupId], status: 'closed' },
        { token: adminToken },
      );
      const newcomer = await learner(hq);
      const res = await submit(newcomer.token, { signupId });
      expect(res.body).toMatchObject({ ret: 1, msg: 'Registration is now closed' });
    });

    it('lists the people for the admin, and exports them as xlsx', async () => {
      const people = await s.api.post<TPage<TSignupPerson>>(
        '/api/manage/signup/people',
        { signupId },
        { token: adminToken },
      );
      expect(people.body.data.total).toBe(5);
      expect(people.body.data.list.filter((p) => p.state === 'enrolled')).toHaveLength(1);
      const file = await s.api.post(
        '/api/manage/signup/people/export',
        { signupId, state: 'enrolled' },
        { token: adminToken },
      );
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
      const sheet = XLSX.read(file.file!).Sheets.People!;
      const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
      expect(rows[0]!.slice(0, 4)).toEqual(['Account', 'Name', 'Department', 'State']);
      expect(rows).toHaveLength(2);
      expect(rows[1]![3]).toBe('Enrolled');
    });
  });

  it('refuses before the window opens and after it ends', async () => {
    const soon = await buildSignup(s.db, {
      companyId,
      startAt: new Date(Date.now() + HOUR),
      endAt: new Date(Date.now() + 2 * HOUR),
    });
    const past = await buildSignup(s.db, {
      companyId,
      startAt: new Date(Date.now() - 2 * HOUR),
      endAt: new Date(Date.now() - HOUR),
    });
    const me = await learner(sales);
    expect((await submit(me.token, { signupId: soon.id })).body).toMatchObject({
      ret: 1,
      msg: 'Registration has not started yet',
    });
    expect((await submit(me.token, { signupId: past.id })).body).toMatchObject({
      ret: 1,
      msg: 'Registration ends!',
    });
    const draft = await buildSignup(s.db, { companyId, status: 'draft' });
    expect((await detail(me.token, draft.id)).body.ret).toBe(1);
  });

  it('fails when the target is gone, and keeps other companies out', async () => {
    fake.programmes.set(8, { title: 'Short-lived', startAt: null, endAt: null });
    const res = await save({
      kind: 1,
      title: 'Short-lived programme',
      targetId: 8,
      startAt: at(-HOUR),
      endAt: at(HOUR),
    });
    await publish(res.body.data.id);
    fake.programmes.delete(8);
    const me = await learner(sales);
    expect((await submit(me.token, { signupId: res.body.data.id })).body).toMatchObject({
      ret: 1,
      msg: 'Registration failed!',
    });
    const other = await buildCompany(s.db);
    const stranger = await buildUser(s.db, { companyId: other.id });
    const token = (await s.api.login(stranger.account, TEST_PASSWORD)).token;
    const seen = await detail(token, res.body.data.id);
    expect(seen.body).toMatchObject({
      ret: 1,
      msg: 'The sign-up does not exist or is not available to you',
    });
    expect((await submit(token, { signupId: res.body.data.id })).body.ret).toBe(1);
  });

  it('never exceeds the capacity under concurrent sign-ups', async () => {
    const one = await buildSignup(s.db, { companyId, capacity: 2 });
    const people = await Promise.all(Array.from({ length: 6 }, () => learner(sales)));
    const results = await Promise.all(
      people.map((p) => submit(p.token, { signupId: one.id, values: { f1: 'x' } })),
    );
    expect(results.filter((r) => r.body.ret === 0)).toHaveLength(2);
    expect(results.filter((r) => r.body.msg === 'Registration is full')).toHaveLength(4);
    // The same person twice at once: one place.
    const twice = await buildSignup(s.db, { companyId });
    const me = await learner(sales);
    const both = await Promise.all([
      submit(me.token, { signupId: twice.id }),
      submit(me.token, { signupId: twice.id }),
    ]);
    expect(both.map((r) => r.body.msg).sort()).toEqual([
      'Signed up successfully',
      'You can not repeat to register!',
    ]);
  });

  describe('kind 3 material filling', () => {
    it('checks the form and shows the submission to its approvers only', async () => {
      const res = await save({
        kind: 3,
        title: 'Safety training materials',
        startAt: at(-HOUR),
        endAt: at(86400_000),
        requiresApproval: true,
        fields: [
          { key: 'f1', label: 'Employee number', type: 'text', required: true },
          { key: 'f2', label: 'Shirt size', type: 'select', options: ['S', 'M', 'L'] },
        ],
      });
      expect(res.body.ret).toBe(0);
      await publish(res.body.data.id);
      const me = await learner(sales);
      const empty = await submit(me.token, { signupId: res.body.data.id, values: {} });
      expect(empty.body).toMatchObject({
        ret: 1,
        msg: 'Fill in the required field',
        data: { field: 'values.f1' },
      });
      const wrong = await submit(me.token, {
        signupId: res.body.data.id,
        values: { f1: 'E-1', f2: 'XXL' },
      });
      expect(wrong.body.data).toEqual({ field: 'values.f2' });
      const ok = await submit(me.token, {
        signupId: res.body.data.id,
        values: { f1: 'E-1', f2: 'M' },
      });
      expect(ok.body.ret).toBe(0);
      const recordId = ok.body.data.recordId;
      const asApprover = await s.api.get<TMaterialDetail>(
        `/api/study/material/${recordId}/detail`,
        {
          token: reviewer.token,
        },
      );
      expect(asApprover.body.data.items).toEqual([
        { key: 'f1', label: 'Employee number', value: 'E-1' },
        { key: 'f2', label: 'Shirt size', value: 'M' },
      ]);
      const other = await learner(sales);
      const refused = await s.api.get(`/api/study/material/${recordId}/detail`, {
        token: other.token,
      });
      expect(refused.body.ret).toBe(7);
    });
  });

  describe('kind 4 classroom reservation', () => {
    let signupId: number;
    let room: TRoom;
    const day = new Date(Date.now() + 2 * 86400_000);
    day.setUTCHours(0, 0, 0, 0);
    const slot = (from: number, to: number) => ({
      startAt: new Date(day.getTime() + from * HOUR).toISOString(),
      endAt: new Date(day.getTime() + to * HOUR).toISOString(),
    });

    beforeAll(async () => {
      const r = await s.api.post<TRoom>(
        '/api/manage/signup/room/save',
        { name: 'Room 301', place: 'Building A, floor 3', capacity: 12 },
        { token: adminToken },
      );
      room = r.body.data;
      const res = await save({
        kind: 4,
        title: 'Training rooms',
        startAt: at(-HOUR),
        endAt: at(30 * 86400_000),
        roomIds: [room.id],
      });
      signupId = res.body.data.id;
      await publish(signupId);
    });

    it('reserves a slot and refuses an overlapping one', async () => {
      const a = await learner(sales);
      const b = await learner(sales);
      const needs = await submit(a.token, { signupId });
      expect(needs.body.msg).toBe('Choose a room and a time slot');
      const ok = await submit(a.token, {
        signupId,
        reservation: { roomId: room.id, ...slot(9, 11), attendees: 8, purpose: 'Onboarding' },
      });
      expect(ok.body).toMatchObject({ ret: 0, data: { state: 'enrolled' } });
      const overlap = await submit(b.token, {
        signupId,
        reservation: { roomId: room.id, ...slot(10, 12) },
      });
      expect(overlap.body).toMatchObject({
        ret: 1,
        msg: 'The room is already reserved for this time slot',
      });
      const tooMany = await submit(b.token, {
        signupId,
        reservation: { roomId: room.id, ...slot(11, 12), attendees: 13 },
      });
      expect(tooMany.body.msg).toBe('More attendees than the room holds');
      // Back to back is not an overlap.
      const next = await submit(b.token, {
        signupId,
        reservation: { roomId: room.id, ...slot(11, 12) },
      });
      expect(next.body.ret).toBe(0);
      const slots = await s.api.post<TRoomSlot[]>(
        '/api/study/signup/room/slots',
        { signupId, roomId: room.id, ...{ from: slot(0, 24).startAt, to: slot(0, 24).endAt } },
        { token: b.token },
      );
      expect(slots.body.data).toEqual([slot(9, 11), slot(11, 12)]);
      const seen = await s.api.get<TMeetingReservationDetail>(
        `/api/study/MeetingReservationDetail?id=${ok.body.data.recordId}`,
        { token: a.token },
      );
      expect(seen.body.data).toMatchObject({
        room: { name: 'Room 301' },
        reservation: { attendees: 8, purpose: 'Onboarding', ...slot(9, 11) },
      });
      const notYours = await s.api.get(
        `/api/study/MeetingReservationDetail?id=${ok.body.data.recordId}`,
        { token: b.token },
      );
      expect(notYours.body.ret).toBe(7);
    });

    it('books one of two concurrent requests for the same slot', async () => {
      const c = await learner(sales);
      const d = await learner(sales);
      const results = await Promise.all([
        submit(c.token, { signupId, reservation: { roomId: room.id, ...slot(14, 16) } }),
        submit(d.token, { signupId, reservation: { roomId: room.id, ...slot(15, 17) } }),
      ]);
      expect(results.map((r) => r.body.ret).sort()).toEqual([0, 1]);
      expect(results.find((r) => r.body.ret === 1)!.body.msg).toBe(
        'The room is already reserved for this time slot',
      );
    });

    it('frees the slot on cancel; a room with upcoming reservations is not deleted', async () => {
      const e = await learner(sales);
      const first = await submit(e.token, {
        signupId,
        reservation: { roomId: room.id, ...slot(18, 19) },
      });
      expect(first.body.ret).toBe(0);
      expect((await cancel(e.token, signupId)).body.ret).toBe(0);
      const again = await submit(e.token, {
        signupId,
        reservation: { roomId: room.id, ...slot(18, 19) },
      });
      expect(again.body.ret).toBe(0);
      const del = await s.api.post(
        '/api/manage/signup/room/delete',
        { ids: [room.id] },
        { token: adminToken },
      );
      expect(del.body.msg).toBe('The room has upcoming reservations and cannot be deleted');
      const other = await buildRoom(s.db, { companyId, name: 'Spare' });
      const ok = await s.api.post(
        '/api/manage/signup/room/delete',
        { ids: [other.id] },
        { token: adminToken },
      );
      expect(ok.body.ret).toBe(0);
    });
  });

  describe('kind 5 online course enrollment', () => {
    it('unlocks a requiresSignup course for the enrolled learner only', async () => {
      const course = await buildCourse(s.db, { companyId, requiresSignup: true });
      const res = await save({
        kind: 5,
        title: 'Advanced Excel enrolment',
        targetId: course.id,
        startAt: at(-HOUR),
        endAt: at(86400_000),
      });
      expect(res.body.data.targetTitle).toBe(course.title);
      await publish(res.body.data.id);
      const me = await learner(sales);
      const permission = () =>
        s.api.post(
          '/api/study/me/check/learning/permission',
          { courseId: course.id },
          { token: me.token },
        );
      expect((await permission()).body.ret).toBe(1);
      expect((await submit(me.token, { signupId: res.body.data.id })).body.ret).toBe(0);
      expect((await permission()).body.ret).toBe(0);
      expect((await cancel(me.token, res.body.data.id)).body.ret).toBe(0);
      expect((await permission()).body.ret).toBe(1);
    });
  });

  describe('kind 2 personnel information', () => {
    it('needs complete personnel information and keeps a snapshot of it', async () => {
      const res = await save({
        kind: 2,
        title: 'Leadership programme interest',
        startAt: at(-HOUR),
        endAt: at(86400_000),
      });
      await publish(res.body.data.id);
      const missing = await learner(sales, { needsInformation: true });
      const refused = await submit(missing.token, { signupId: res.body.data.id });
      expect(refused.body.msg).toBe('Complete your personnel information first');
      expect((await detail(missing.token, res.body.data.id)).body.data.block).toBe(
        'signup.personnelIncomplete',
      );
      const me = await learner(sales, { realName: 'Lin Wei', mobile: '13800000000' });
      expect((await submit(me.token, { signupId: res.body.data.id })).body.ret).toBe(0);
      const people = await s.api.post<TPage<TSignupPerson>>(
        '/api/manage/signup/people',
        { signupId: res.body.data.id },
        { token: adminToken },
      );
      expect(people.body.data.list[0]!.values).toMatchObject({
        realName: 'Lin Wei',
        mobile: '13800000000',
        department: 'Sales',
      });
    });
  });
});
