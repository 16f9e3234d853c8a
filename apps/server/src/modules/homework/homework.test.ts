import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@ascent/shared/admin';
import type { TChunkInitResponse, TStoredFile, TStudyUploadResponse } from '@ascent/shared/files';
import type {
  THomeworkAnswer,
  THomeworkDetail,
  THomeworkSubmissionRow,
  TMyHomeworkRow,
  TReviewDetail,
} from '@ascent/shared/homework';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildDepartment,
  buildHomework,
  buildUser,
  setHomeworkWindow,
  TEST_PASSWORD,
} from '../../../test/builders.ts';

/**
 * The learner's homework (steps, attachments, hand-in, resubmission) and reviewers' review:
 * every call and every refusal, another learner's submission never readable or writable.
 */
describe('homework', () => {
  let s: TestServer;
  let companyId: number;
  let east: number;
  const u = {} as Record<
    'learner' | 'peer' | 'outsider' | 'reviewer' | 'named' | 'foreign' | 'foreignReviewer',
    { id: number; token: string }
  >;

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    const other = await buildCompany(s.db);
    east = (await buildDepartment(s.db, companyId, 'East')).id;
    const west = (await buildDepartment(s.db, companyId, 'West')).id;
    const make = async (key: keyof typeof u, opts: Parameters<typeof buildUser>[1]) => {
      const user = await buildUser(s.db, opts);
      u[key] = { id: user.id, token: (await s.api.login(user.account, TEST_PASSWORD)).token };
    };
    await make('learner', { companyId, departmentId: east, realName: '王五' });
    await make('peer', { companyId, departmentId: east, realName: 'Peer' });
    await make('outsider', { companyId, departmentId: west });
    await make('reviewer', { companyId, roles: ['homework_reviewer'], realName: 'Rita' });
    await make('named', { companyId, realName: 'Ned' });
    await make('foreign', { companyId: other.id });
    await make('foreignReviewer', { companyId: other.id, roles: ['homework_reviewer'] });
  });
  afterAll(() => s.close());

  const detail = (id: number, token = u.learner.token, lang = 'en-US') =>
    s.api.get<THomeworkDetail>(`/api/study/homework/${id}/detail`, { token, lang });
  const saveStep = (
    body: { homeworkId: number; stepId: number; content?: string; fileIds?: number[] },
    token = u.learner.token,
    lang = 'en-US',
  ) => s.api.post<THomeworkAnswer>('/api/study/homework/step/save', body, { token, lang });
  const submit = (homeworkId: number, token = u.learner.token) =>
    s.api.post<THomeworkDetail>('/api/study/homework/submit', { homeworkId }, { token });
  const myList = (body: object, token = u.learner.token) =>
    s.api.post<TPage<TMyHomeworkRow>>('/api/study/me/homework/list', body, { token });
  const reviewList = (body: object, token = u.reviewer.token) =>
    s.api.post<TPage<THomeworkSubmissionRow>>('/api/study/me/homework/vetting/list', body, {
      token,
    });
  const reviewDetail = (id: number, token = u.reviewer.token) =>
    s.api.get<TReviewDetail>(`/api/study/homework/vetting/${id}`, { token });
  const review = (body: object, token = u.reviewer.token, lang = 'en-US') =>
    s.api.post<TReviewDetail>('/api/study/homework/vetting/save', body, { token, lang });
  const upload = (
    homeworkId: number | null,
    name: string,
    bytes: Buffer,
    token = u.learner.token,
  ) => {
    const form = new FormData();
    if (homeworkId !== null) form.append('homeworkId', String(homeworkId));
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return s.api.call<TStudyUploadResponse>('POST', '/api/study/homework/upload/file', {
      raw: form,
      token,
    });
  };

  it('shows a homework to its audience only: department, not another department or company', async () => {
    const hw = await buildHomework(s.db, {
      companyId,
      audience: [{ kind: 'department', ref: String(east) }],
    });
    const draft = await buildHomework(s.db, { companyId, status: 'draft' });
    const mine = await detail(hw.id);
    expect(mine.body.data).toMatchObject({
      id: hw.id,
      timeState: 'in_progress',
      fullScore: 100,
      canEdit: true,
      refusal: null,
      submission: null,
    });
    expect(mine.body.data.steps.map((st) => st.title)).toEqual(['Read', 'Write']);
    const ids = (await myList({})).body.data.list.map((r) => r.id);
    expect(ids).toContain(hw.id);
    expect(ids).not.toContain(draft.id);
    for (const token of [u.outsider.token, u.foreign.token]) {
      expect((await detail(hw.id, token)).body).toMatchObject({
        ret: 1,
        msg: 'The homework does not exist or is not available to you',
      });
      expect((await myList({}, token)).body.data.list.map((r) => r.id)).not.toContain(hw.id);
      expect(
        (await saveStep({ homeworkId: hw.id, stepId: hw.steps[0]!.id, content: 'x' }, token)).body
          .ret,
      ).toBe(1);
      expect((await upload(hw.id, 'a.txt', Buffer.from('x'), token)).body.msg).toBe(
        'The homework does not exist or is not available to you',
      );
    }
    expect((await detail(draft.id)).body.ret).toBe(1);
    expect((await detail(hw.id, u.learner.token, 'zh-CN')).body.data.title).toBe(hw.title);
    expect((await detail(999999)).body.msg).toBe(
      'The homework does not exist or is not available to you',
    );
  });

  it('saves the current step before the next, refuses an empty step, hands in only when every step is answered', async () => {
    const hw = await buildHomework(s.db, { companyId, steps: ['One', 'Two', 'Three'] });
    const [one, two, three] = hw.steps;
    expect((await submit(hw.id)).body.msg).toBe('Step 1 needs content or an attachment');
    const early = await saveStep({ homeworkId: hw.id, stepId: two!.id, content: 'Second' });
    expect(early.body).toMatchObject({ ret: 1, msg: 'Please save the previous step first' });
    expect(
      (
        await saveStep(
          { homeworkId: hw.id, stepId: two!.id, content: 'x' },
          u.learner.token,
          'zh-TW',
        )
      ).body.msg,
    ).toBe('請先儲存上一步');
    const empty = await saveStep({ homeworkId: hw.id, stepId: one!.id, content: '   ' });
    expect(empty.body).toMatchObject({ ret: 1, msg: 'Enter content or add an attachment' });
    expect(
      (await saveStep({ homeworkId: hw.id, stepId: one!.id }, u.learner.token, 'zh-CN')).body.msg,
    ).toBe('请填写内容或上传附件');
    const other = await buildHomework(s.db, { companyId });
    expect(
      (await saveStep({ homeworkId: hw.id, stepId: other.steps[0]!.id, content: 'x' })).body.msg,
    ).toBe('The step does not exist');
    expect(
      (await saveStep({ homeworkId: hw.id, stepId: one!.id, content: 'x'.repeat(10_001) })).body
        .ret,
    ).toBe(1);

    const first = await saveStep({ homeworkId: hw.id, stepId: one!.id, content: '  First\nline ' });
    expect(first.body).toMatchObject({ ret: 0, msg: 'Saved' });
    expect(first.body.data).toMatchObject({ stepId: one!.id, content: 'First\nline', files: [] });
    expect(
      (await saveStep({ homeworkId: hw.id, stepId: two!.id, content: 'Second' })).body.ret,
    ).toBe(0);
    // Saving an earlier step again is fine.
    expect(
      (await saveStep({ homeworkId: hw.id, stepId: one!.id, content: 'First, again' })).body.ret,
    ).toBe(0);
    expect((await submit(hw.id)).body.msg).toBe('Step 3 needs content or an attachment');

    const draft = await detail(hw.id);
    expect(draft.body.data.submission).toMatchObject({ status: 'draft', round: 0 });
    expect(draft.body.data.submission!.answers.map((a) => [a.stepId, a.content]).sort()).toEqual(
      [
        [one!.id, 'First, again'],
        [two!.id, 'Second'],
      ].sort(),
    );
    expect((await myList({ tab: 'todo' })).body.data.list.map((r) => r.id)).toContain(hw.id);

    expect(
      (await saveStep({ homeworkId: hw.id, stepId: three!.id, content: 'Third' })).body.ret,
    ).toBe(0);
    const done = await submit(hw.id);
    expect(done.body).toMatchObject({ ret: 0, msg: 'Handed in' });
    expect(done.body.data).toMatchObject({
      canEdit: false,
      refusal: 'The homework has been handed in and is waiting for review',
      submission: { status: 'submitted', round: 1 },
    });
    // Handed in: no more changes, no second hand-in.
    expect(
      (await saveStep({ homeworkId: hw.id, stepId: one!.id, content: 'Late change' })).body.msg,
    ).toBe('The homework has been handed in and is waiting for review');
    expect((await submit(hw.id)).body.msg).toBe(
      'The homework has been handed in and is waiting for review',
    );
    const tabs = async (tab: string) =>
      (await myList({ tab })).body.data.list.some((r) => r.id === hw.id);
    expect(await tabs('todo')).toBe(false);
    expect(await tabs('toEvaluate')).toBe(true);
    expect(await tabs('evaluated')).toBe(false);
    expect((await myList({ tab: 'bogus' })).body.ret).toBe(1);
  });

  it('keeps to the window: not begun, overdue', async () => {
    const later = await buildHomework(s.db, {
      companyId,
      startAt: new Date(Date.now() + 3600_000),
      endAt: new Date(Date.now() + 7200_000),
    });
    const past = await buildHomework(s.db, {
      companyId,
      startAt: new Date(Date.now() - 7200_000),
      endAt: new Date(Date.now() - 3600_000),
    });
    expect((await detail(later.id)).body.data).toMatchObject({
      timeState: 'not_started',
      canEdit: false,
      refusal: 'The homework has not begun',
    });
    expect((await detail(past.id, u.learner.token, 'zh-CN')).body.data).toMatchObject({
      timeState: 'ended',
      refusal: '作业已逾期',
    });
    expect(
      (await saveStep({ homeworkId: later.id, stepId: later.steps[0]!.id, content: 'x' })).body.msg,
    ).toBe('The homework has not begun');
    expect(
      (await saveStep({ homeworkId: past.id, stepId: past.steps[0]!.id, content: 'x' })).body.msg,
    ).toBe('The homework is overdue');
    expect((await submit(past.id)).body.msg).toBe('The homework is overdue');
    expect((await upload(past.id, 'a.txt', Buffer.from('x'))).body.msg).toBe(
      'The homework is overdue',
    );
  });

  it("takes at most 5 attachments per step, only the learner's own uploads for this homework, within the kind's rule", async () => {
    const hw = await buildHomework(s.db, { companyId, steps: ['Attach'] });
    const step = hw.steps[0]!;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await upload(hw.id, `part-${i}.txt`, Buffer.from(`part ${i}`));
      expect(res.body).toMatchObject({ ret: 0, data: { exist: false } });
      expect(res.body.data.file).toMatchObject({ kind: 'homework', name: `part-${i}.txt` });
      ids.push(res.body.data.file.fileId);
    }
    // The same bytes again are the same file.
    const again = await upload(hw.id, 'part-0.txt', Buffer.from('part 0'));
    expect(again.body.data).toMatchObject({ exist: true, file: { fileId: ids[0] } });

    const sixth = await saveStep({ homeworkId: hw.id, stepId: step.id, fileIds: ids });
    expect(sixth.body).toMatchObject({ ret: 1, msg: 'At most 5 attachments' });
    expect(
      (
        await saveStep(
          { homeworkId: hw.id, stepId: step.id, fileIds: ids },
          u.learner.token,
          'zh-CN',
        )
      ).body.msg,
    ).toBe('最多上传 5 个附件');
    const five = await saveStep({ homeworkId: hw.id, stepId: step.id, fileIds: ids.slice(0, 5) });
    expect(five.body.ret).toBe(0);
    expect(five.body.data.files.map((f) => f.name)).toEqual([
      'part-0.txt',
      'part-1.txt',
      'part-2.txt',
      'part-3.txt',
      'part-4.txt',
    ]);
    // Attachments alone answer a step.
    expect((await submit(hw.id)).body.ret).toBe(0);

    // Someone else's file (or this learner's file of another homework) is never attached.
    const hw2 = await buildHomework(s.db, { companyId, steps: ['Attach'] });
    const peerFile = await upload(hw2.id, 'peer.txt', Buffer.from('peer work'), u.peer.token);
    expect(peerFile.body.ret).toBe(0);
    const stolen = await saveStep({
      homeworkId: hw2.id,
      stepId: hw2.steps[0]!.id,
      fileIds: [peerFile.body.data.file.fileId],
    });
    expect(stolen.body.msg).toBe(
      'The attachment does not exist or was not uploaded by you for this homework',
    );
    const elsewhere = await saveStep({
      homeworkId: hw2.id,
      stepId: hw2.steps[0]!.id,
      fileIds: [ids[5]!],
    });
    expect(elsewhere.body.ret).toBe(1);
    expect(
      (
        await saveStep({
          homeworkId: hw2.id,
          stepId: hw2.steps[0]!.id,
          fileIds: [ids[5]!, ids[5]!],
        })
      ).body.ret,
    ).toBe(1);

    // The kind's rule: format, size 0, 200MB (checked before any byte is sent), no homework id.
    expect((await upload(hw2.id, 'virus.exe', Buffer.from('MZ'))).body.msg).toMatch(
      /^Unsupported file format; supported: doc, docx/,
    );
    expect((await upload(hw2.id, 'empty.pdf', Buffer.alloc(0))).body.msg).toBe(
      'The file size cannot be 0',
    );
    expect((await upload(null, 'a.txt', Buffer.from('x'))).body.msg).toBe('Parameter error');
    const init = (body: object, token = u.learner.token) =>
      s.api.post<TChunkInitResponse>('/api/study/homework/upload/chunk/init', body, { token });
    const oversize = await init({
      homeworkId: hw2.id,
      name: 'lecture.mp4',
      size: 200 * 1024 * 1024 + 1,
      chunkSize: 4 * 1024 * 1024,
    });
    expect(oversize.body).toMatchObject({ ret: 1, msg: 'The file cannot be larger than 200MB' });
    const exactly = await init({
      homeworkId: hw2.id,
      name: 'lecture.mp4',
      size: 200 * 1024 * 1024,
      chunkSize: 4 * 1024 * 1024,
    });
    expect(exactly.body).toMatchObject({ ret: 0, data: { chunkCount: 50 } });
    expect(
      (
        await init(
          { homeworkId: hw2.id, name: 'a.mp4', size: 10, chunkSize: 4 * 1024 * 1024 },
          u.outsider.token,
        )
      ).body.ret,
    ).toBe(0); // visible to all in the company
    expect(
      (
        await init(
          { homeworkId: hw2.id, name: 'a.mp4', size: 10, chunkSize: 4 * 1024 * 1024 },
          u.foreign.token,
        )
      ).body.msg,
    ).toBe('The homework does not exist or is not available to you');
  });

  it('uploads a large attachment in resumable parts; nobody else can add to or finish it', async () => {
    const hw = await buildHomework(s.db, { companyId, steps: ['Video'] });
    const chunkSize = 256 * 1024;
    const bytes = Buffer.alloc(chunkSize * 2 + 999, 7);
    const init = await s.api.post<TChunkInitResponse>(
      '/api/study/homework/upload/chunk/init',
      { homeworkId: hw.id, name: 'clip.mp4', size: bytes.length, chunkSize },
      { token: u.learner.token },
    );
    expect(init.body.data).toMatchObject({ chunkCount: 3, receivedChunks: [] });
    const { uploadId } = init.body.data;
    const send = (index: number, data: Buffer, token = u.learner.token) =>
      s.api.call<{ receivedChunks: number[] }>(
        'POST',
        `/api/study/homework/upload/chunk/${uploadId}/${index}`,
        { raw: data, token, headers: { 'content-type': 'application/octet-stream' } },
      );
    const complete = (token = u.learner.token, homeworkId = hw.id) =>
      s.api.post<TStoredFile>(
        `/api/study/homework/upload/chunk/${uploadId}/complete`,
        { homeworkId },
        { token },
      );
    expect((await send(0, bytes.subarray(0, chunkSize))).body.data.receivedChunks).toEqual([0]);
    expect((await send(1, bytes.subarray(chunkSize, 2 * chunkSize), u.peer.token)).body.msg).toBe(
      'The upload does not exist or has expired; please upload the file again',
    );
    expect((await complete()).body.msg).toBe('2 parts of the file have not been uploaded yet');
    await send(1, bytes.subarray(chunkSize, 2 * chunkSize));
    await send(2, bytes.subarray(2 * chunkSize));
    expect((await complete(u.peer.token)).body.ret).toBe(1);
    const done = await complete();
    expect(done.body).toMatchObject({
      ret: 0,
      data: { kind: 'homework', name: 'clip.mp4', size: bytes.length },
    });
    const saved = await saveStep({
      homeworkId: hw.id,
      stepId: hw.steps[0]!.id,
      fileIds: [done.body.data.fileId],
    });
    expect(saved.body.data.files.map((f) => f.name)).toEqual(['clip.mp4']);
    // The peer cannot attach it to their own answer.
    expect(
      (
        await saveStep(
          { homeworkId: hw.id, stepId: hw.steps[0]!.id, fileIds: [done.body.data.fileId] },
          u.peer.token,
        )
      ).body.msg,
    ).toBe('The attachment does not exist or was not uploaded by you for this homework');
  });

  it('lets a reviewer score a submission or return it; resubmission only when returned', async () => {
    const hw = await buildHomework(s.db, { companyId, steps: ['Essay'], fullScore: 100 });
    const step = hw.steps[0]!;
    await saveStep({ homeworkId: hw.id, stepId: step.id, content: 'My essay' });
    const draftId = (await detail(hw.id)).body.data.submission!.id;
    // A draft is the learner's alone.
    expect((await reviewDetail(draftId)).body.msg).toBe('The submission does not exist');
    expect((await reviewList({})).body.data.list.map((r) => r.id)).not.toContain(draftId);
    await submit(hw.id);

    const waiting = await reviewList({ tab: 'toEvaluate' });
    const row = waiting.body.data.list.find((r) => r.homeworkId === hw.id)!;
    expect(row).toMatchObject({
      userId: u.learner.id,
      realName: '王五',
      departmentName: 'East',
      status: 'submitted',
      round: 1,
      fullScore: 100,
    });
    expect((await reviewList({ keyword: hw.title })).body.data.list.map((r) => r.id)).toEqual([
      row.id,
    ]);
    const open = await reviewDetail(row.id);
    expect(open.body.data).toMatchObject({
      canVet: true,
      learner: { realName: '王五' },
      homework: { id: hw.id, fullScore: 100 },
      submission: { status: 'submitted', answers: [{ stepId: step.id, content: 'My essay' }] },
    });

    // Refusals: no score, out of range, too many decimals, a return without a reason, bad action.
    expect((await review({ submissionId: row.id, action: 'evaluate' })).body.msg).toBe(
      'Please enter a score',
    );
    expect((await review({ submissionId: row.id, action: 'evaluate', score: 101 })).body.msg).toBe(
      'The score must be between 0 and 100',
    );
    expect((await review({ submissionId: row.id, action: 'evaluate', score: -1 })).body.ret).toBe(
      1,
    );
    expect((await review({ submissionId: row.id, action: 'evaluate', score: 8.25 })).body.msg).toBe(
      'The score may have at most one decimal place',
    );
    expect((await review({ submissionId: row.id, action: 'return', comment: ' ' })).body.msg).toBe(
      'Please say what should be changed',
    );
    expect(
      (await review({ submissionId: row.id, action: 'return' }, u.reviewer.token, 'zh-CN')).body
        .msg,
    ).toBe('请填写退回原因');
    expect((await review({ submissionId: row.id, action: 'pass', score: 1 })).body.ret).toBe(1);

    // Return for resubmission.
    const returned = await review({
      submissionId: row.id,
      action: 'return',
      comment: 'Add sources',
    });
    expect(returned.body).toMatchObject({
      ret: 0,
      msg: 'Returned; the learner may change it and hand it in again',
      data: { canVet: false, submission: { status: 'returned', comment: 'Add sources' } },
    });
    expect((await review({ submissionId: row.id, action: 'evaluate', score: 50 })).body.msg).toBe(
      'This homework is not waiting for review',
    );
    const back = await detail(hw.id);
    expect(back.body.data).toMatchObject({
      canEdit: true,
      submission: {
        status: 'returned',
        round: 1,
        comment: 'Add sources',
        reviews: [{ action: 'return', round: 1, comment: 'Add sources', reviewerName: 'Rita' }],
      },
    });
    expect((await myList({ tab: 'todo' })).body.data.list.some((r) => r.id === hw.id)).toBe(true);
    expect((await reviewList({ tab: 'evaluated' })).body.data.list.map((r) => r.id)).toContain(
      row.id,
    );

    // Resubmit, then evaluate.
    expect(
      (await saveStep({ homeworkId: hw.id, stepId: step.id, content: 'My essay, with sources' }))
        .body.ret,
    ).toBe(0);
    expect((await submit(hw.id)).body.data.submission).toMatchObject({
      status: 'submitted',
      round: 2,
    });
    const scored = await review({
      submissionId: row.id,
      action: 'evaluate',
      score: 88.5,
      comment: 'Good',
    });
    expect(scored.body).toMatchObject({
      ret: 0,
      msg: 'Evaluated',
      data: { submission: { status: 'evaluated', score: 88.5, comment: 'Good' } },
    });
    const final = await detail(hw.id);
    expect(final.body.data).toMatchObject({
      canEdit: false,
      refusal: 'The homework has been evaluated and cannot be changed',
      submission: { status: 'evaluated', score: 88.5, round: 2 },
    });
    expect(final.body.data.submission!.reviews.map((r) => [r.action, r.round, r.score])).toEqual([
      ['return', 1, null],
      ['evaluate', 2, 88.5],
    ]);
    const listed = (await myList({ tab: 'evaluated' })).body.data.list.find((r) => r.id === hw.id);
    expect(listed).toMatchObject({ status: 'evaluated', score: 88.5 });
    // Evaluated is final.
    expect((await submit(hw.id)).body.msg).toBe(
      'The homework has been evaluated and cannot be changed',
    );
    expect((await saveStep({ homeworkId: hw.id, stepId: step.id, content: 'x' })).body.ret).toBe(1);
    expect(
      (await review({ submissionId: row.id, action: 'return', comment: 'Again' })).body.msg,
    ).toBe('This homework is not waiting for review');
    const evaluatedTab = await reviewList({ tab: 'evaluated' });
    expect(evaluatedTab.body.data.list.find((r) => r.id === row.id)).toMatchObject({
      status: 'evaluated',
      score: 88.5,
      reviewerName: 'Rita',
    });
  });

  it('a returned homework may be changed and handed in again after its window', async () => {
    const hw = await buildHomework(s.db, { companyId, steps: ['Late'] });
    await saveStep({ homeworkId: hw.id, stepId: hw.steps[0]!.id, content: 'On time' });
    await submit(hw.id);
    const id = (await detail(hw.id)).body.data.submission!.id;
    await review({ submissionId: id, action: 'return', comment: 'Redo' });
    await setHomeworkWindow(
      s.db,
      hw.id,
      new Date(Date.now() - 7200_000),
      new Date(Date.now() - 3600_000),
    );
    expect((await detail(hw.id)).body.data).toMatchObject({ timeState: 'ended', canEdit: true });
    expect(
      (await saveStep({ homeworkId: hw.id, stepId: hw.steps[0]!.id, content: 'Redone' })).body.ret,
    ).toBe(0);
    expect((await submit(hw.id)).body.data.submission).toMatchObject({
      status: 'submitted',
      round: 2,
    });
  });

  it('never lets another learner, a non-reviewer or another company read or review a submission', async () => {
    const hw = await buildHomework(s.db, { companyId, steps: ['Private'] });
    await saveStep({ homeworkId: hw.id, stepId: hw.steps[0]!.id, content: 'My secret answer' });
    await submit(hw.id);
    const id = (await detail(hw.id)).body.data.submission!.id;

    // The peer sees only their own (empty) work on the same homework.
    const peerView = await detail(hw.id, u.peer.token);
    expect(peerView.body.data.submission).toBeNull();
    expect(JSON.stringify(peerView.body.data)).not.toContain('My secret answer');
    // Not a reviewer: ret 7 on the detail and the save; an empty list.
    for (const token of [u.peer.token, u.named.token]) {
      expect((await reviewDetail(id, token)).body).toMatchObject({
        ret: 7,
        msg: 'You are not a reviewer of this homework',
      });
      expect(
        (await review({ submissionId: id, action: 'evaluate', score: 100 }, token)).body.ret,
      ).toBe(7);
      expect((await reviewList({}, token)).body.data.list.map((r) => r.id)).not.toContain(id);
    }
    // Another company's reviewer: not found.
    expect((await reviewDetail(id, u.foreignReviewer.token)).body.msg).toBe(
      'The submission does not exist',
    );
    expect(
      (await review({ submissionId: id, action: 'evaluate', score: 1 }, u.foreignReviewer.token))
        .body.msg,
    ).toBe('The submission does not exist');
    expect((await reviewList({}, u.foreignReviewer.token)).body.data.total).toBe(0);
    // The peer's own hand-in does not touch the learner's.
    await saveStep(
      { homeworkId: hw.id, stepId: hw.steps[0]!.id, content: 'Peer answer' },
      u.peer.token,
    );
    const still = await detail(hw.id);
    expect(still.body.data.submission!.answers[0]!.content).toBe('My secret answer');
    expect((await reviewDetail(id)).body.data.submission.status).toBe('submitted');
  });

  it('named reviewers review their homework alone; nobody reviews their own work', async () => {
    const hw = await buildHomework(s.db, {
      companyId,
      steps: ['Named'],
      reviewerIds: [u.named.id],
    });
    await saveStep({ homeworkId: hw.id, stepId: hw.steps[0]!.id, content: 'Work' });
    await submit(hw.id);
    const id = (await detail(hw.id)).body.data.submission!.id;
    // The role alone does not reach a homework that names its reviewers.
    expect((await reviewDetail(id)).body.ret).toBe(7);
    expect((await reviewList({})).body.data.list.map((r) => r.id)).not.toContain(id);
    const named = await reviewList({}, u.named.token);
    expect(named.body.data.list.map((r) => r.id)).toEqual([id]);
    expect(
      (await review({ submissionId: id, action: 'evaluate', score: 60 }, u.named.token)).body.ret,
    ).toBe(0);

    // The reviewer's own work on a homework without named reviewers.
    const own = await buildHomework(s.db, { companyId, steps: ['Own'] });
    await saveStep(
      { homeworkId: own.id, stepId: own.steps[0]!.id, content: 'Mine' },
      u.reviewer.token,
    );
    await submit(own.id, u.reviewer.token);
    const ownId = (await detail(own.id, u.reviewer.token)).body.data.submission!.id;
    expect((await reviewDetail(ownId)).body.data.canVet).toBe(false);
    expect((await review({ submissionId: ownId, action: 'evaluate', score: 100 })).body.msg).toBe(
      'You cannot review your own homework',
    );
  });
});
