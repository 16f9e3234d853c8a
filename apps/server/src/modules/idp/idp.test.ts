import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { TStudyUploadResponse } from '@ascent/shared/files';
import type { TIdpDetail, TIdpOption, TIdpPerson, TIdpRow } from '@ascent/shared/idp';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildDepartment, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/**
 * Individual development plans over HTTP: creating and changing a plan, the supervisor's
 * approval (only theirs), withdrawal and resubmission, the homework's steps and attachments,
 * and every refusal with its message.
 */
describe('idp', () => {
  let s: TestServer;
  let companyId: number;
  const u = {} as Record<
    'owner' | 'boss' | 'peer' | 'foreign' | 'away',
    { id: number; token: string }
  >;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const other = await buildCompany(s.db);
    const east = (await buildDepartment(s.db, companyId, 'East')).id;
    const make = async (key: keyof typeof u, opts: Parameters<typeof buildUser>[1]) => {
      const user = await buildUser(s.db, opts);
      u[key] = { id: user.id, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
    };
    await make('owner', { companyId, departmentId: east, realName: 'Olga' });
    await make('boss', { companyId, departmentId: east, realName: 'Boris' });
    await make('peer', { companyId, departmentId: east, realName: 'Petra' });
    await make('foreign', { companyId: other.id, realName: 'Fred' });
    await make('away', { companyId, realName: 'Ada' });
  });
  afterAll(() => s.close());

  const opts = (token: string) => ({ token, lang: 'en-US' });
  const save = (body: object, token = u.owner.token) =>
    s.api.post<TIdpDetail>('/api/study/idp/save', body, opts(token));
  const detail = (id: number, token = u.owner.token) =>
    s.api.get<TIdpDetail>(`/api/study/idp/${id}/detail`, opts(token));
  const list = (body: object, token = u.owner.token) =>
    s.api.post<TPage<TIdpRow>>('/api/study/idp/list', body, opts(token));
  const decide = (body: object, token = u.boss.token) =>
    s.api.post<TIdpDetail>('/api/study/idp/decide', body, opts(token));
  const withdraw = (id: number, token = u.owner.token) =>
    s.api.post<TIdpDetail>('/api/study/idp/withdraw', { id }, opts(token));
  const step = (body: object, token = u.owner.token) =>
    s.api.post<TIdpDetail>('/api/study/idp/homework/step', body, opts(token));
  const upload = (name: string, token = u.owner.token) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('notes'))]), name);
    return s.api.call<TStudyUploadResponse>('POST', '/api/study/idp/upload/file', {
      raw: form,
      token,
    });
  };
  const homework = (fileIds: number[] = []) => ({
    kind: 'homework',
    title: 'Write a team charter',
    steps: [
      { title: 'Draft', content: 'Draft the charter' },
      { title: 'Review', content: 'Review it with the team' },
    ],
    fileIds,
  });
  const plan = (over: object = {}) => ({
    year: 2026,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    supervisorId: u.boss.id,
    resources: [homework()],
    ...over,
  });

  it('refuses a plan whose start is after its end, without resources, or with bad content', async () => {
    expect(
      (await save(plan({ startDate: '2026-12-31', endDate: '2026-01-01' }))).body,
    ).toMatchObject({ ret: 1, msg: 'The start time cannot be greater than the end time' });
    expect((await save(plan({ resources: [] }))).body).toMatchObject({
      ret: 1,
      msg: 'Add at least one learning resource',
    });
    expect((await save(plan({ resources: [homework([1, 2, 3, 4, 5, 6])] }))).body).toMatchObject({
      ret: 1,
      msg: 'At most 5 attachments',
    });
    for (const passPercent of [0, 101, 50.5])
      expect(
        (await save(plan({ resources: [{ kind: 'exam', itemId: 1, passPercent }] }))).body.msg,
      ).toBe('The pass line is 1% to 100% of the paper total');
    expect((await save(plan({ resources: [{ ...homework(), steps: [] }] }))).body.msg).toBe(
      'The homework needs at least one step',
    );
    // Items that do not exist (or are not the learner's to open) are refused.
    expect((await save(plan({ resources: [{ kind: 'course', itemId: 999999 }] }))).body.msg).toBe(
      'A chosen resource does not exist or is not open to you',
    );
  });

  it('refuses oneself, a person of another company and a missing person as supervisor', async () => {
    expect((await save(plan({ supervisorId: u.owner.id }))).body.msg).toBe(
      'You cannot be your own supervisor',
    );
    for (const supervisorId of [u.foreign.id, 999999])
      expect((await save(plan({ supervisorId }))).body.msg).toBe(
        'Choose an active person of your company as the supervisor',
      );
    const people = await s.api.post<TIdpPerson[]>(
      '/api/study/idp/supervisor/search',
      { keyword: '' },
      opts(u.owner.token),
    );
    const ids = people.body.data.map((p) => p.id);
    expect(ids).toContain(u.boss.id);
    expect(ids).not.toContain(u.owner.id);
    expect(ids).not.toContain(u.foreign.id);
  });

  it('runs the approval: review, withdraw, resubmit, reject with a reason, change, pass', async () => {
    const created = await save(plan());
    expect(created.body).toMatchObject({ ret: 0, msg: 'Submitted for review' });
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      name: '2026 IDP',
      status: 1,
      supervisor: { id: u.boss.id, realName: 'Boris' },
      canEdit: false,
      canWithdraw: true,
      canDecide: false,
      progress: 0,
    });
    // One plan per year.
    expect((await save(plan())).body.msg).toBe('You already have a plan for 2026');

    // The supervisor sees it waiting; others do not see it at all.
    const waiting = await list({ tab: 'approval', status: 1 }, u.boss.token);
    expect(waiting.body.data.list.map((r) => r.id)).toEqual([id]);
    expect((await detail(id, u.boss.token)).body.data.canDecide).toBe(true);
    for (const token of [u.peer.token, u.foreign.token]) {
      expect((await detail(id, token)).body).toMatchObject({
        ret: 1,
        msg: 'The development plan does not exist',
      });
      expect((await decide({ id, decision: 'pass' }, token)).body.ret).toBe(1);
      expect((await list({ tab: 'approval' }, token)).body.data.total).toBe(0);
    }
    // Not the supervisor: the owner cannot approve the own plan.
    expect((await decide({ id, decision: 'pass' }, u.owner.token)).body).toMatchObject({
      ret: 7,
      msg: "Only the plan's supervisor may approve it",
    });
    // Not the owner: the supervisor cannot withdraw or change it.
    expect((await withdraw(id, u.boss.token)).body.msg).toBe('You can only change your own plans');
    expect((await save({ ...plan(), id }, u.boss.token)).body.msg).toBe(
      'You cannot be your own supervisor',
    );
    expect((await save({ ...plan({ supervisorId: u.peer.id }), id }, u.boss.token)).body.msg).toBe(
      'You can only change your own plans',
    );
    // Under review it cannot be changed.
    expect((await save({ ...plan(), id })).body.msg).toBe(
      'Only a withdrawn or rejected plan can be changed',
    );

    // Withdraw, change, resubmit.
    expect((await withdraw(id)).body.data).toMatchObject({ status: 4, canEdit: true });
    expect((await withdraw(id)).body.msg).toBe('The plan is not under review');
    expect((await list({ tab: 'approval' }, u.boss.token)).body.data.total).toBe(0);
    expect((await decide({ id, decision: 'pass' })).body.msg).toBe('The plan is not under review');
    const again = await save({ ...plan({ endDate: '2026-06-30' }), id });
    expect(again.body.data).toMatchObject({ id, status: 1, endDate: '2026-06-30' });

    // A rejection needs a reason; then the owner may change and resubmit.
    expect((await decide({ id, decision: 'reject' })).body.msg).toBe(
      'Please give the reason for the rejection',
    );
    const rejected = await decide({ id, decision: 'reject', remark: 'Add a second goal' });
    expect(rejected.body).toMatchObject({ ret: 0, msg: 'Decision recorded' });
    expect(rejected.body.data).toMatchObject({ status: 3, remark: 'Add a second goal' });
    expect((await detail(id)).body.data).toMatchObject({ status: 3, canEdit: true });
    const second = { ...homework(), title: 'Mentor a new hire', steps: [{ title: 'Meet' }] };
    expect(
      (await save({ ...plan({ resources: [homework(), second] }), id })).body.data,
    ).toMatchObject({ status: 1, remark: '', resourceCount: 2 });
    expect((await decide({ id, decision: 'pass' })).body.data.status).toBe(2);
    expect((await decide({ id, decision: 'pass' })).body.msg).toBe('The plan is not under review');
    expect((await list({ tab: 'mine' })).body.data.list[0]).toMatchObject({ id, status: 2 });
  });

  it("ticks the own homework's steps once the plan passed, and shows the progress", async () => {
    const id = (await save(plan({ year: 2027, startDate: '2027-01-01', endDate: '2027-12-31' })))
      .body.data.id;
    const resourceId = (await detail(id)).body.data.resources[0]!.id;
    expect((await step({ id, resourceId, step: 0, done: true })).body.msg).toBe(
      'The plan must be approved before you work on it',
    );
    await decide({ id, decision: 'pass' });
    expect((await step({ id, resourceId, step: 0, done: true }, u.boss.token)).body.msg).toBe(
      'You can only change your own plans',
    );
    expect((await step({ id, resourceId, step: 0, done: true }, u.peer.token)).body.msg).toBe(
      'The development plan does not exist',
    );
    expect((await step({ id, resourceId, step: 5, done: true })).body.msg).toBe(
      'The homework step does not exist',
    );
    const half = await step({ id, resourceId, step: 0, done: true });
    expect(half.body.data.resources[0]).toMatchObject({ state: 'inProgress' });
    expect(half.body.data).toMatchObject({ progress: 0, canWork: true });
    const full = await step({ id, resourceId, step: 1, done: true });
    expect(full.body.data.resources[0]).toMatchObject({ state: 'completed' });
    expect(full.body.data).toMatchObject({ progress: 100, completedCount: 1 });
  });

  it("attaches the owner's own uploads only, at most five", async () => {
    const up = await upload('charter.txt');
    expect(up.body.ret).toBe(0);
    // The homework upload kind's formats (and its 200MB limit) apply.
    expect((await upload('tool.exe')).body.ret).toBe(1);
    const fileId = up.body.data.file.fileId;
    const other = (await upload('other.txt', u.peer.token)).body.data.file.fileId;
    expect(
      (
        await save(
          plan({
            year: 2028,
            startDate: '2028-01-01',
            endDate: '2028-02-01',
            resources: [homework([other])],
          }),
        )
      ).body.msg,
    ).toBe('The attachment does not exist');
    const ok = await save(
      plan({
        year: 2028,
        startDate: '2028-01-01',
        endDate: '2028-02-01',
        resources: [homework([fileId])],
      }),
    );
    expect(ok.body.data.resources[0]!.files.map((f) => f.fileId)).toEqual([fileId]);
    // The supervisor sees the attachment too.
    expect(
      (await detail(ok.body.data.id, u.boss.token)).body.data.resources[0]!.files,
    ).toHaveLength(1);
  });

  it('offers only kinds a plan may hold in the learner search', async () => {
    const res = await s.api.post<TIdpOption[]>(
      '/api/study/idp/item/search',
      { kind: 'course', keyword: '' },
      opts(u.owner.token),
    );
    expect(res.body.ret).toBe(0);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(
      (await s.api.post('/api/study/idp/item/search', { kind: 'homework' }, opts(u.owner.token)))
        .body.ret,
    ).toBe(1);
  });
});
