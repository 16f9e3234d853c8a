import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type {
  TAttendanceImportResult,
  TAttendancePage,
  TInPersonDetail,
  TInPersonLearnerDetail,
  TInPersonLeave,
  TInPersonQr,
  TInPersonSignResult,
} from '@ascent/shared/in-person';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { runImport } from '../../../test/imports.ts';
import {
  buildAuditTemplate,
  buildCompany,
  buildInPersonSession,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { createItemEvents, type ItemEvent } from '../../core/learning-items.ts';
import { createFileCatalog } from '../files/files.catalog.ts';
import { createFileUrls } from '../files/file-urls.ts';
import { qrToken, sliceOf } from './in-person.qr.ts';
import { createInPersonService } from './in-person.service.ts';

const MIN = 60_000;

/** Face-to-face sessions over HTTP: the rotating QR, windows, states, leave, corrections, imports. */
describe('face-to-face', () => {
  let s: TestServer;
  let companyId: number;
  const u = {} as Record<
    'admin' | 'learner' | 'peer' | 'manager' | 'outsider' | 'foreign',
    { id: number; token: string; account: string }
  >;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const other = await buildCompany(s.db);
    const make = async (key: keyof typeof u, opts: Parameters<typeof buildUser>[1]) => {
      const user = await buildUser(s.db, opts);
      u[key] = {
        id: user.id,
        account: user.account,
        token: (await s.api.login(user.account, TEST_PASSWORD)).token,
      };
    };
    await make('admin', { companyId, roles: ['admin'] });
    await make('learner', { companyId, realName: 'Lena' });
    await make('peer', { companyId, realName: 'Pete' });
    await make('manager', { companyId, roles: ['attendance_manager'], realName: 'Mia' });
    await make('outsider', { companyId });
    await make('foreign', { companyId: other.id });
  });
  afterAll(() => s.close());

  const tokenOf = (
    session: { id: number; qrSecret: string },
    action: 'in' | 'out' = 'in',
    ago = 0,
  ) => qrToken(session.qrSecret, session.id, action, sliceOf(Date.now()) - ago);
  const sign = (
    session: { id: number; qrSecret: string },
    who = u.learner,
    action: 'in' | 'out' = 'in',
    token = tokenOf(session, action),
  ) =>
    s.api.post<TInPersonSignResult>(
      '/api/study/face/sign',
      { sessionId: session.id, action, token },
      { token: who.token },
    );
  const detail = (id: number, who = u.learner) =>
    s.api.get<TInPersonLearnerDetail>(`/api/study/face/${id}/detail`, { token: who.token });
  const attendance = (sessionId: number, body: object = {}, token = u.admin.token) =>
    s.api.post<TAttendancePage>(
      '/api/manage/face/attendance/list',
      { sessionId, ...body },
      { token },
    );
  const stateOf = async (sessionId: number, userId: number) => {
    const res = await attendance(sessionId, { pageSize: 200 });
    if (res.body.ret !== 0) throw new Error(res.body.msg);
    return res.body.data.list.find((r) => r.userId === userId)?.state;
  };
  const valid = () => ({
    name: 'Onboarding day',
    lessonHours: 3,
    address: 'Hall A',
    lecturer: 'Dr. Wu',
    startAt: new Date(Date.now() + 3600_000).toISOString(),
    endAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
    schedule: ['09:00 Welcome', '10:00 Tour'],
  });

  it('saves a session with hours, address and lecturer; refuses without them or with start after end', async () => {
    const save = (body: object) =>
      s.api.post<TInPersonDetail>('/api/manage/face/save', body, { token: u.admin.token });
    expect((await save({ ...valid(), lecturer: '' })).body.msg).toBe('Face-to-face needs lecturer');
    expect((await save({ ...valid(), address: ' ' })).body.msg).toBe('Face-to-face needs address');
    expect((await save({ ...valid(), lessonHours: 0 })).body.msg).toBe(
      'Face-to-face needs lesson hour',
    );
    expect(
      (await save({ ...valid(), startAt: valid().endAt, endAt: valid().startAt })).body.msg,
    ).toBe('The start time cannot be greater than the end time');
    const ok = await save({ ...valid(), managerIds: [u.manager.id] });
    expect(ok.body.ret).toBe(0);
    expect(ok.body.data).toMatchObject({ name: 'Onboarding day', managerIds: [u.manager.id] });
    // Learners cannot reach the admin calls.
    expect(
      (await s.api.post('/api/manage/face/save', valid(), { token: u.learner.token })).body.ret,
    ).toBe(7);
  });

  it('hands the managers the current QR URL and signs the learner in with it', async () => {
    const session = await buildInPersonSession(s.db, { companyId, managerIds: [u.manager.id] });
    const qr = await s.api.get<TInPersonQr>(
      `/api/study/face/manage/qr?sessionId=${session.id}&action=in`,
      { token: u.manager.token },
    );
    expect(qr.body.ret).toBe(0);
    const url = new URL(qr.body.data.url);
    expect(url.pathname).toBe('/train/sign');
    expect(url.searchParams.get('s')).toBe(String(session.id));
    expect(url.searchParams.get('a')).toBe('in');
    // Only managers (and admins) get it.
    expect(
      (
        await s.api.get(`/api/study/face/manage/qr?sessionId=${session.id}`, {
          token: u.learner.token,
        })
      ).body.ret,
    ).toBe(7);
    const res = await sign(session, u.learner, 'in', url.searchParams.get('t')!);
    expect(res.body.ret).toBe(0);
    expect(res.body.data.state).toBe('attended');
    expect((await sign(session)).body.msg).toBe('You have already signed in');
    expect((await detail(session.id)).body.data.mine.state).toBe('attended');
  });

  it('accepts the previous slice, refuses an older one and a forged one', async () => {
    const session = await buildInPersonSession(s.db, { companyId });
    expect((await sign(session, u.learner, 'in', tokenOf(session, 'in', 2))).body.msg).toBe(
      'The QR code has expired: scan the one on site again',
    );
    expect((await sign(session, u.learner, 'in', 'forged-token')).body.ret).toBe(1);
    // The sign-out token is not a sign-in token.
    expect((await sign(session, u.learner, 'in', tokenOf(session, 'out'))).body.ret).toBe(1);
    expect((await sign(session, u.learner, 'in', tokenOf(session, 'in', 1))).body.ret).toBe(0);
  });

  it('refuses outside the sign-in window and people outside the audience', async () => {
    const early = await buildInPersonSession(s.db, {
      companyId,
      startAt: new Date(Date.now() + 2 * 3600_000),
      endAt: new Date(Date.now() + 4 * 3600_000),
      signInBeforeMinutes: 30,
    });
    expect((await sign(early)).body.msg).toBe('Sign-in has not opened yet');
    const closed = await buildInPersonSession(s.db, {
      companyId,
      startAt: new Date(Date.now() - 60 * MIN),
      signInAfterMinutes: 30,
    });
    expect((await sign(closed)).body.msg).toBe('Sign-in is closed');
    const limited = await buildInPersonSession(s.db, { companyId, userIds: [u.peer.id] });
    expect((await sign(limited, u.outsider)).body.msg).toBe(
      'You are not among the participants of this session',
    );
    expect((await detail(limited.id, u.outsider)).body.ret).toBe(1);
    expect((await sign(limited, u.foreign)).body.ret).toBe(1);
    expect((await sign(limited, u.peer)).body.ret).toBe(0);
  });

  it('marks late sign-ins and early sign-outs; absent after the end', async () => {
    const late = await buildInPersonSession(s.db, {
      companyId,
      startAt: new Date(Date.now() - 20 * MIN),
      lateAfterMinutes: 10,
    });
    expect((await sign(late)).body.data.state).toBe('late');
    const early = await buildInPersonSession(s.db, {
      companyId,
      startAt: new Date(Date.now() - 50 * MIN),
      endAt: new Date(Date.now() + 10 * MIN),
      signInAfterMinutes: 60,
      lateAfterMinutes: 60,
      requireSignOut: true,
      signOutBeforeMinutes: 30,
    });
    expect((await sign(early)).body.data.state).toBe('signedIn');
    const out = await sign(early, u.learner, 'out');
    expect(out.body.data.state).toBe('leftEarly');
    const noOut = await buildInPersonSession(s.db, { companyId });
    expect((await sign(noOut, u.learner, 'out', tokenOf(noOut, 'out'))).body.msg).toBe(
      'This session needs no sign-out',
    );
    const ended = await buildInPersonSession(s.db, {
      companyId,
      startAt: new Date(Date.now() - 3 * 3600_000),
      endAt: new Date(Date.now() - 3600_000),
    });
    expect(await stateOf(ended.id, u.learner.id)).toBe('absent');
    const page = await attendance(ended.id, { state: 'absent' });
    expect(page.body.data.total).toBeGreaterThanOrEqual(5);
  });

  it('leave: pending, decided by the managers, cancelled by the learner, or through approvals', async () => {
    const session = await buildInPersonSession(s.db, {
      companyId,
      startAt: new Date(Date.now() + 3600_000),
      endAt: new Date(Date.now() + 2 * 3600_000),
      signInBeforeMinutes: 120,
      managerIds: [u.manager.id],
    });
    const ask = (who = u.learner) =>
      s.api.post<TInPersonLeave>(
        '/api/study/face/leave/request',
        { sessionId: session.id, reason: 'Doctor' },
        { token: who.token },
      );
    const first = await ask();
    expect(first.body.data.status).toBe('pending');
    expect((await ask()).body.msg).toBe('You have already asked for leave');
    const cancelled = await s.api.post<TInPersonLeave>(
      '/api/study/face/leave/cancel',
      { leaveId: first.body.data.id },
      { token: u.learner.token },
    );
    expect(cancelled.body.data.status).toBe('cancelled');
    const second = await ask();
    // Another learner cannot decide it; the session's manager can.
    expect(
      (
        await s.api.post(
          '/api/study/face/manage/leave/decide',
          { leaveId: second.body.data.id, approve: true },
          { token: u.peer.token },
        )
      ).body.ret,
    ).toBe(7);
    const approved = await s.api.post<TInPersonLeave>(
      '/api/study/face/manage/leave/decide',
      { leaveId: second.body.data.id, approve: true },
      { token: u.manager.token },
    );
    expect(approved.body.data.status).toBe('approved');
    expect((await detail(session.id)).body.data.mine.state).toBe('leave');
    expect((await sign(session)).body.msg).toBe('You are on leave for this session');
    expect(await stateOf(session.id, u.learner.id)).toBe('leave');

    // With a template of type 4 the request goes to the audit centre.
    await buildAuditTemplate(s.db, companyId, {
      type: 4,
      nodes: [{ approverUserIds: [u.admin.id] }],
    });
    const viaAudit = await ask(u.peer);
    expect(viaAudit.body.data.status).toBe('reviewing');
    expect(viaAudit.body.data.auditId).toBeTruthy();
    const withdrawn = await s.api.post<TInPersonLeave>(
      '/api/study/face/leave/cancel',
      { leaveId: viaAudit.body.data.id },
      { token: u.peer.token },
    );
    expect(withdrawn.body.data.status).toBe('cancelled');
    const again = await ask(u.peer);
    const decided = await s.api.post(
      '/api/study/audittmpl/auditreceiptnodesubmit',
      { auditId: again.body.data.auditId, decision: 2, remark: '' },
      { token: u.admin.token },
    );
    expect(decided.body.ret).toBe(0);
    expect((await detail(session.id, u.peer)).body.data.mine.leave?.status).toBe('approved');
  });

  it('corrections: managers with a reason; others refused', async () => {
    const session = await buildInPersonSession(s.db, { companyId, managerIds: [u.manager.id] });
    const body = {
      sessionId: session.id,
      userId: u.peer.id,
      signInAt: new Date().toISOString(),
      signOutAt: null,
      reason: 'Forgot the phone',
    };
    expect(
      (
        await s.api.post('/api/study/face/manage/attendance/correct', body, {
          token: u.learner.token,
        })
      ).body.ret,
    ).toBe(7);
    expect(
      (
        await s.api.post(
          '/api/study/face/manage/attendance/correct',
          { ...body, reason: '' },
          { token: u.manager.token },
        )
      ).body.msg,
    ).toBe('Please give a reason for the correction');
    const ok = await s.api.post('/api/study/face/manage/attendance/correct', body, {
      token: u.manager.token,
    });
    expect(ok.body.ret).toBe(0);
    expect(await stateOf(session.id, u.peer.id)).toBe('attended');
  });

  it('imports xls or xlsx only; one wrong row imports nothing', async () => {
    const session = await buildInPersonSession(s.db, { companyId, managerIds: [u.manager.id] });
    const upload = (data: Buffer, name: string, token = u.manager.token) => {
      const form = new FormData();
      form.append('sessionId', String(session.id));
      form.append('utcOffset', '0');
      form.append('file', new Blob([new Uint8Array(data)]), name);
      return runImport<TAttendanceImportResult>(s.api, '/api/study/face/manage/attendance/import', {
        raw: form,
        token,
      });
    };
    const sheet = (rows: string[][], type: 'xlsx' | 'xls' = 'xlsx') => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(
        book,
        XLSX.utils.aoa_to_sheet([['Account', 'Sign-in time', 'Sign-out time'], ...rows]),
        'a',
      );
      return XLSX.write(book, {
        type: 'buffer',
        bookType: type === 'xls' ? 'biff8' : 'xlsx',
      }) as Buffer;
    };
    expect((await upload(Buffer.from('account\nx'), 'a.csv')).body.msg).toBe(
      'Only xls or xlsx files can be imported',
    );
    expect((await upload(Buffer.from('x'), 'a.txt')).body.msg).toBe(
      'Only xls or xlsx files can be imported',
    );
    expect((await upload(Buffer.from('not a sheet'), 'a.xlsx')).body.ret).toBe(1);
    const bad = await upload(
      sheet([
        [u.learner.account, '2030-01-01 09:00', ''],
        ['nobody_here', '2030-01-01 09:00', ''],
        [u.peer.account, 'soon', ''],
      ]),
      'a.xlsx',
    );
    expect(bad.body.data.imported).toBe(0);
    expect(bad.body.data.failed.map((f) => f.row)).toEqual([3, 4]);
    expect(await stateOf(session.id, u.learner.id)).toBe('notSignedIn');
    const good = await upload(sheet([[u.learner.account, '2030-01-01 09:00', '']], 'xls'), 'a.xls');
    expect(good.body.data).toEqual({ imported: 1, failed: [] });
    expect(await stateOf(session.id, u.learner.id)).toBe('late');
    // Not the learner's business.
    expect((await upload(sheet([]), 'a.xlsx', u.learner.token)).body.ret).toBe(7);
    const exported = await s.api.post(
      '/api/study/face/manage/attendance/export',
      { sessionId: session.id },
      { token: u.manager.token },
    );
    expect(exported.file?.length).toBeGreaterThan(100);
  });

  it('evaluation: once, after attending', async () => {
    const session = await buildInPersonSession(s.db, { companyId });
    const rate = (who = u.learner) =>
      s.api.post(
        '/api/study/face/evaluate',
        { sessionId: session.id, rating: 4, comment: 'Good' },
        { token: who.token },
      );
    expect((await rate()).body.msg).toBe('You can evaluate the session once you have attended');
    await sign(session);
    expect((await rate()).body.ret).toBe(0);
    expect((await rate()).body.msg).toBe('You have already evaluated this session');
    const results = await s.api.post<{ average: number; total: number }>(
      '/api/manage/face/evaluation/list',
      { sessionId: session.id },
      { token: u.admin.token },
    );
    expect(results.body.data).toMatchObject({ average: 4, total: 1 });
  });

  it('emits the completed item event once, in the transaction that made the learner attended', async () => {
    const events: ItemEvent[] = [];
    const itemEvents = createItemEvents();
    itemEvents.on(async (_tx, e) => void events.push(e));
    const service = createInPersonService({
      db: s.db,
      record: async () => undefined,
      files: createFileCatalog(s.db, s.storage, createFileUrls(s.storage, Buffer.alloc(32))),
      directory: { departmentNames: async () => new Map(), find: async () => [] },
      events: itemEvents,
      access: s.app.access,
      approvals: {
        hasActiveTemplate: async () => false,
        open: async () => ({ auditId: 0 }),
        withdraw: async () => null,
      },
    });
    const session = await buildInPersonSession(s.db, {
      companyId,
      startAt: new Date(Date.now() - 10 * MIN),
      endAt: new Date(Date.now() + 10 * MIN),
      requireSignOut: true,
    });
    const actor = {
      userId: u.learner.id,
      companyId,
      sessionId: 'x',
      account: u.learner.account,
      roles: [],
      isAdmin: false,
      departmentId: null,
      secrecyLevel: 50,
      mustChangePassword: false,
    };
    const signIt = (action: 'in' | 'out') =>
      service.sign(actor, { sessionId: session.id, action, token: tokenOf(session, action) });
    await signIt('in');
    expect(events).toHaveLength(0);
    await signIt('out');
    await expect(signIt('out')).rejects.toThrow();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'face', itemId: session.id, outcome: 'completed' });
    // A later correction keeps it attended: no second event.
    const admin = { ...actor, userId: u.admin.id, isAdmin: true };
    await s.db.transaction(async (tx) =>
      service.applyTimes(
        tx,
        admin,
        '127.0.0.1',
        session,
        [{ userId: u.learner.id, signInAt: new Date(), signOutAt: new Date(Date.now() + MIN) }],
        'fix',
        new Date(),
      ),
    );
    expect(events).toHaveLength(1);
  });
});
