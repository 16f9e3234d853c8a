import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOperationLog, TPage } from '@ascent/shared/admin';
import type {
  THomeworkAdminDetail,
  THomeworkAdminRow,
  THomeworkSave,
  THomeworkSubmissionRow,
  TReviewDetail,
} from '@ascent/shared/homework';
import type { TStoredFile } from '@ascent/shared/files';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildHomework,
  buildUser,
  setUserStatus,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { uploadForm } from '../../../test/files-fixtures.ts';

/** The admin site's homework: authoring, publishing, deleting, reading submissions. */
describe('homework admin', () => {
  let s: TestServer;
  let companyId: number;
  let admin: string;
  let learner: string;
  let learnerId: number;
  let otherAdmin: string;
  let reviewerId: number;
  let foreignUserId: number;
  let east: number;

  const login = async (u: { account: string }) =>
    (await s.api.login(u.account, TEST_PASSWORD)).token;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const other = await buildCompany(s.db);
    east = (await buildDepartment(s.db, companyId, 'East')).id;
    admin = await login(await buildUser(s.db, { companyId, roles: ['admin'] }));
    const l = await buildUser(s.db, { companyId, departmentId: east, realName: '李四' });
    learnerId = l.id;
    learner = await login(l);
    otherAdmin = await login(await buildUser(s.db, { companyId: other.id, roles: ['admin'] }));
    reviewerId = (await buildUser(s.db, { companyId, roles: ['homework_reviewer'] })).id;
    foreignUserId = (await buildUser(s.db, { companyId: other.id })).id;
  });
  afterAll(() => s.close());

  const manage = <T>(action: string, body: unknown, token = admin, lang = 'en-US') =>
    s.api.post<T>(`/api/manage/homework/${action}`, body, { token, lang });
  const save = (body: THomeworkSave, token = admin, lang = 'en-US') =>
    manage<THomeworkAdminDetail>('save', body, token, lang);
  const base = (): THomeworkSave => ({
    title: 'Safety report',
    description: 'Write about\nsafety',
    startAt: new Date(Date.now() - 3600_000).toISOString(),
    endAt: new Date(Date.now() + 86400_000).toISOString(),
    steps: [
      { title: 'Observe', content: 'Walk the floor' },
      { title: 'Report', content: 'Write it down' },
    ],
  });

  it('refuses homework without steps, an empty step, start after end, in three languages', async () => {
    expect((await save({ ...base(), steps: [] })).body).toMatchObject({
      ret: 1,
      msg: 'Add at least one step',
    });
    expect((await save({ ...base(), steps: [] }, admin, 'zh-CN')).body.msg).toBe(
      '请至少添加一个步骤',
    );
    expect((await save({ ...base(), steps: [] }, admin, 'zh-TW')).body.msg).toBe(
      '請至少新增一個步驟',
    );
    const empty = await save({ ...base(), steps: [{ title: 'Blank', content: '   ' }] });
    expect(empty.body).toMatchObject({
      ret: 1,
      msg: 'Enter content or add an attachment',
      data: { field: 'steps.0.content' },
    });
    const late = await save({
      ...base(),
      startAt: '2030-02-01T00:00:00Z',
      endAt: '2030-01-01T00:00:00Z',
    });
    expect(late.body.msg).toBe('The start time cannot be greater than the end time');
    expect(
      (
        await save({
          ...base(),
          steps: [{ title: 'Files', fileIds: [1, 2, 3, 4, 5, 6] }],
        })
      ).body.msg,
    ).toBe('At most 5 attachments');
    expect((await save({ ...base(), fullScore: 0 })).body.ret).toBe(1);
    expect((await save({ ...base(), visibility: 'limited' })).body.msg).toBe(
      'Choose the departments, positions or people who receive it',
    );
    // Nothing was kept.
    const list = await manage<TPage<THomeworkAdminRow>>('list', { page: 1, pageSize: 20 });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses reviewers, audience people and files of another company', async () => {
    expect((await save({ ...base(), reviewerIds: [foreignUserId] })).body.msg).toBe(
      'A reviewer is not an active user of the company',
    );
    expect(
      (
        await save({
          ...base(),
          visibility: 'limited',
          audience: { departmentIds: [], positions: [], userIds: [foreignUserId] },
        })
      ).body.msg,
    ).toBe('A chosen department or person does not exist');
    const foreign = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
      raw: uploadForm('guide.pdf', Buffer.from('%PDF-1.4 guide'), 'homework'),
      token: otherAdmin,
    });
    expect(foreign.body.ret).toBe(0);
    const withFile = await save({
      ...base(),
      steps: [{ title: 'Read', fileIds: [foreign.body.data.fileId] }],
    });
    expect(withFile.body.msg).toBe('The attachment does not exist');
    // A disabled reviewer cannot be named.
    const gone = await buildUser(s.db, { companyId });
    await setUserStatus(s.db, gone.id, 'disabled');
    expect((await save({ ...base(), reviewerIds: [gone.id] })).body.msg).toBe(
      'A reviewer is not an active user of the company',
    );
  });

  it('creates, edits, publishes and lists homework with reference files, audience and reviewers', async () => {
    const guide = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
      raw: uploadForm('guide.pdf', Buffer.from('%PDF-1.4 guide'), 'homework'),
      token: admin,
    });
    expect(guide.body.data.kind).toBe('homework');
    const created = await save({
      ...base(),
      fullScore: 50,
      visibility: 'limited',
      audience: { departmentIds: [east], positions: ['Sales'], userIds: [learnerId] },
      reviewerIds: [reviewerId],
      steps: [
        { title: 'Observe', content: 'Walk the floor', fileIds: [guide.body.data.fileId] },
        { title: 'Report', content: 'Write it down' },
      ],
    });
    expect(created.body).toMatchObject({ ret: 0, msg: 'Created successfully' });
    const hw = created.body.data;
    expect(hw).toMatchObject({
      title: 'Safety report',
      description: 'Write about\nsafety',
      status: 'draft',
      timeState: 'in_progress',
      fullScore: 50,
      visibility: 'limited',
      audience: { departmentIds: [east], positions: ['Sales'], userIds: [learnerId] },
      reviewerIds: [reviewerId],
      stepsLocked: false,
      toEvaluate: 0,
    });
    expect(hw.names.departments[east]).toBe('East');
    expect(hw.names.users[learnerId]).toContain('李四');
    expect(hw.steps.map((st) => [st.sort, st.title])).toEqual([
      [1, 'Observe'],
      [2, 'Report'],
    ]);
    expect(hw.steps[0]!.files.map((f) => f.name)).toEqual(['guide.pdf']);

    // Edit: reorder, reword, add a step; ids kept.
    const [observe, report] = hw.steps;
    const edited = await save({
      ...base(),
      id: hw.id,
      title: 'Safety report 2',
      steps: [
        { id: report!.id, title: 'Report it', content: 'Write' },
        { id: observe!.id, title: 'Observe', content: 'Walk' },
        { title: 'Reflect', content: 'Think' },
      ],
    });
    expect(edited.body).toMatchObject({ ret: 0, msg: 'Modified successfully' });
    expect(edited.body.data.steps.map((st) => [st.id, st.title])).toEqual([
      [report!.id, 'Report it'],
      [observe!.id, 'Observe'],
      [expect.any(Number), 'Reflect'],
    ]);
    expect(edited.body.data.visibility).toBe('all');
    // A step id of another homework is a stale outline.
    const other = await buildHomework(s.db, { companyId });
    const stale = await save({
      ...base(),
      id: hw.id,
      steps: [{ id: other.steps[0]!.id, title: 'X', content: 'Y' }],
    });
    expect(stale.body.msg).toBe('A step does not belong to this homework; reload and try again');

    expect((await manage('publish', { ids: [hw.id] })).body).toMatchObject({
      ret: 0,
      msg: 'Published',
    });
    const list = await manage<TPage<THomeworkAdminRow>>('list', {
      page: 1,
      pageSize: 20,
      keyword: 'report 2',
    });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id: hw.id, status: 'published', stepCount: 3 }),
    ]);
    const drafts = await manage<TPage<THomeworkAdminRow>>('list', { status: 'draft' });
    expect(drafts.body.data.list.map((r) => r.id)).not.toContain(hw.id);

    const log = await s.api.post<TPage<TOperationLog>>(
      '/api/manage/oplog/list',
      { page: 1, pageSize: 50 },
      { token: admin },
    );
    const entries = log.body.data.list.filter((e) => e.entity === 'homework');
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'publish', 'update']);
  });

  it('keeps other companies and learners out', async () => {
    const hw = await buildHomework(s.db, { companyId });
    for (const [action, body] of [
      ['detail', { id: hw.id }],
      ['publish', { ids: [hw.id] }],
      ['unpublish', { ids: [hw.id] }],
      ['delete', { ids: [hw.id] }],
      ['submissions', { homeworkId: hw.id }],
    ] as const) {
      const res = await manage(action, body, otherAdmin);
      expect(res.body, action).toMatchObject({
        ret: 1,
        msg: 'The homework does not exist or is not available to you',
      });
    }
    expect((await save({ ...base(), id: hw.id }, otherAdmin)).body.ret).toBe(1);
    const other = await manage<TPage<THomeworkAdminRow>>('list', {}, otherAdmin);
    expect(other.body.data.total).toBe(0);
    // Learners are not administrators (ret 7).
    expect((await manage('list', {}, learner)).body.ret).toBe(7);
    expect((await manage('detail', { id: hw.id }, learner)).body.ret).toBe(7);
  });

  it('lists submissions, shows one read-only, locks the steps and refuses deleting handed-in work', async () => {
    const hw = await buildHomework(s.db, { companyId, steps: ['One'] });
    const step = hw.steps[0]!;
    const call = <T>(path: string, body: unknown) =>
      s.api.post<T>(`/api/study/homework/${path}`, body, { token: learner });
    expect(
      (await call('step/save', { homeworkId: hw.id, stepId: step.id, content: 'Done' })).body.ret,
    ).toBe(0);
    // A draft alone does not lock the homework.
    const draft = await manage<THomeworkAdminDetail>('detail', { id: hw.id });
    expect(draft.body.data.stepsLocked).toBe(false);
    expect((await call('submit', { homeworkId: hw.id })).body.ret).toBe(0);

    const subs = await manage<TPage<THomeworkSubmissionRow>>('submissions', {
      homeworkId: hw.id,
    });
    expect(subs.body.data.list).toEqual([
      expect.objectContaining({
        userId: learnerId,
        realName: '李四',
        departmentName: 'East',
        status: 'submitted',
        round: 1,
        score: null,
      }),
    ]);
    const filtered = await manage<TPage<THomeworkSubmissionRow>>('submissions', {
      homeworkId: hw.id,
      status: 'evaluated',
    });
    expect(filtered.body.data.total).toBe(0);
    const one = await manage<TReviewDetail>('submission/detail', {
      id: subs.body.data.list[0]!.id,
    });
    expect(one.body.data).toMatchObject({
      canVet: false,
      learner: { userId: learnerId, realName: '李四' },
      homework: { id: hw.id },
      submission: { status: 'submitted', answers: [{ stepId: step.id, content: 'Done' }] },
    });
    expect(
      (await manage('submission/detail', { id: subs.body.data.list[0]!.id }, otherAdmin)).body.msg,
    ).toBe('The submission does not exist');

    const locked = await manage<THomeworkAdminDetail>('detail', { id: hw.id });
    expect(locked.body.data).toMatchObject({ stepsLocked: true, toEvaluate: 1 });
    const added = await save({
      ...base(),
      id: hw.id,
      steps: [
        { id: step.id, title: 'One', content: 'x' },
        { title: 'Two', content: 'y' },
      ],
    });
    expect(added.body.msg).toBe(
      'Learners have handed in this homework: its steps can be reworded but not added or removed',
    );
    const reworded = await save({
      ...base(),
      id: hw.id,
      steps: [{ id: step.id, title: 'One, reworded', content: 'x' }],
    });
    expect(reworded.body.ret).toBe(0);

    expect((await manage('delete', { ids: [hw.id] })).body.msg).toBe(
      'Homework that learners have handed in cannot be deleted; take it down instead',
    );
    expect((await manage('unpublish', { ids: [hw.id] })).body.msg).toBe('Taken down');
    // Taken down: the learner no longer sees it.
    const gone = await s.api.get(`/api/study/homework/${hw.id}/detail`, { token: learner });
    expect(gone.body.ret).toBe(1);
  });

  it('deletes homework nobody handed in, drafts included', async () => {
    const hw = await buildHomework(s.db, { companyId, steps: ['One'] });
    await s.api.post(
      '/api/study/homework/step/save',
      { homeworkId: hw.id, stepId: hw.steps[0]!.id, content: 'Draft' },
      { token: learner },
    );
    expect((await manage('delete', { ids: [hw.id] })).body).toMatchObject({ ret: 0 });
    expect((await manage('detail', { id: hw.id })).body.ret).toBe(1);
  });
});
