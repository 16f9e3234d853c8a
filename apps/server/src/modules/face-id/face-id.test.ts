import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AttemptPaper, ExamStartResult, FaceContrastResult } from '@ascent/shared/exam';
import {
  FACE_CHECK_EVERY_MINUTES,
  FACE_CHECK_GRACE_MINUTES,
  type FaceLivenessResult,
  type FacePhotoUploaded,
  type FaceStatus,
} from '@ascent/shared/face-id';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import {
  buildCompany,
  buildExam,
  buildPaper,
  buildQuestion,
  buildQuestionBank,
  buildUser,
  TEST_PASSWORD,
} from '../../../test/builders.ts';
import { expectRefusal } from '../../../test/sign-on.ts';
import { facePhoto, noFacePhoto, samplePhoto, secondPhoto } from '../../../test/face-photos.ts';
import { examAttempts } from '../exam/exam.schema.ts';
import { createHandIn } from '../exam/exam.hand-in.ts';
import { createDeadlineSweeper } from '../exam/exam.sweeper.ts';
import { faceProfiles } from './face-id.schema.ts';

/**
 * Face recognition with the built-in engine and the sample photos face-api ships: enrolment
 * and its refusals, face login (counted refusals), the exam's face match handing the paper in
 * after the chances run out, liveness, deletion, and that no face data is ever answered.
 */
describe('face recognition', () => {
  let s: TestServer;
  let companyId: number;
  let amber: { id: number; account: string; token: string };
  let bob: { id: number; account: string; token: string };
  let paperId: number;

  const person = async () => {
    const u = await buildUser(s.db, { companyId });
    return {
      id: u.id,
      account: u.account,
      token: (await s.api.login(u.account, TEST_PASSWORD)).token,
    };
  };
  const form = (photo: Buffer, fields: Record<string, string> = {}) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    f.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'face.jpg');
    return f;
  };
  const upload = <T = FacePhotoUploaded>(
    path: string,
    token: string | undefined,
    photo: Buffer,
    fields: Record<string, string> = {},
    lang = 'en-US',
  ) => s.api.call<T>('POST', path, { raw: form(photo, fields), token, lang });
  const enrol = async (token: string, photo: Buffer) => {
    const up = await upload('/api/study/me/upload/openface', token, photo);
    expect(up.body, JSON.stringify(up.body)).toMatchObject({ ret: 0 });
    return s.api.post<FaceStatus>(
      '/api/study/me/saveface',
      { photoId: up.body.data.photoId },
      { token },
    );
  };
  const faceLogin = (account: string, photo: Buffer, lang = 'en-US') =>
    upload<{ token: string }>('/api/study/openfaceLogin', undefined, photo, { account }, lang);

  beforeAll(async () => {
    s = await startTestServer();
    companyId = (await buildCompany(s.db)).id;
    amber = await person();
    bob = await person();
    const bank = await buildQuestionBank(s.db, { companyId });
    const q = await buildQuestion(s.db, { companyId, bankId: bank.id, type: 1 });
    paperId = (await buildPaper(s.db, { companyId, questions: [{ questionId: q.id, score: 10 }] }))
      .id;
  }, 60_000);
  afterAll(() => s.close());

  it('enrols one face from a photo, refusing photos with none, several or no picture', async () => {
    const path = '/api/study/me/upload/openface';
    await expectRefusal(
      (lang) => upload(path, amber.token, noFacePhoto(), {}, lang),
      [
        '照片中没有检测到人脸，请正对镜头、光线充足后重拍',
        '照片中沒有偵測到人臉，請正對鏡頭、光線充足後重拍',
        'No face was found in the photo. Face the camera in good light and try again',
      ],
    );
    await expectRefusal(
      (lang) => upload(path, amber.token, samplePhoto(1), {}, lang),
      [
        '照片中有多张人脸，请只拍您本人',
        '照片中有多張人臉，請只拍您本人',
        'There is more than one face in the photo. Only you should be in it',
      ],
    );
    expect((await upload(path, amber.token, Buffer.from('not a photo'))).body).toMatchObject({
      ret: 1,
      msg: 'This photo cannot be read. Please upload a JPG or PNG photo',
    });
    expect(
      (await s.api.get<FaceStatus>('/api/study/me/face', { token: amber.token })).body.data,
    ).toEqual({
      enrolled: false,
      enrolledAt: null,
      available: true,
    });

    const up = await upload(path, amber.token, facePhoto('amber'));
    expect(up.body.ret).toBe(0);
    expect(Object.keys(up.body.data)).toEqual(['photoId']);
    // Another person cannot use the photo's id; it stays for its owner.
    expect(
      (
        await s.api.post(
          '/api/study/me/saveface',
          { photoId: up.body.data.photoId },
          { token: bob.token },
        )
      ).body,
    ).toMatchObject({ ret: 1, msg: 'The photo has expired. Please take it again' });
    const saved = await s.api.post<FaceStatus>(
      '/api/study/me/saveface',
      { photoId: up.body.data.photoId },
      { token: amber.token },
    );
    expect(saved.body).toMatchObject({
      ret: 0,
      msg: 'Your face has been enrolled',
      data: { enrolled: true, available: true },
    });
    expect(Object.keys(saved.body.data).sort()).toEqual(['available', 'enrolled', 'enrolledAt']);
    // A photo is used once.
    expect(
      (
        await s.api.post(
          '/api/study/me/saveface',
          { photoId: up.body.data.photoId },
          { token: amber.token },
        )
      ).body,
    ).toMatchObject({ ret: 1, msg: 'The photo has expired. Please take it again' });
    // Stored sealed: no number of the descriptor is readable in the row.
    const [row] = await s.db.select().from(faceProfiles).where(eq(faceProfiles.userId, amber.id));
    expect(row!.descriptorSealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row!.descriptorSealed).not.toMatch(/0\.\d{3}/);
  }, 120_000);

  it('signs in with the enrolled face; refuses another face and unenrolled accounts, counting refusals', async () => {
    const ok = await faceLogin(amber.account, secondPhoto('amber'));
    expect(ok.body, JSON.stringify(ok.body)).toMatchObject({ ret: 0 });
    expect((await s.api.get('/api/study/me/profile', { token: ok.body.data.token })).body.ret).toBe(
      0,
    );

    await expectRefusal(
      (lang) => faceLogin(bob.account, facePhoto('bella'), lang),
      [
        '该账号未录入人脸，请使用账号密码登录',
        '該帳號未錄入人臉，請使用帳號密碼登入',
        'This account has no face enrolled. Sign in with your account and password',
      ],
    );
    // An unknown account reads the same.
    expect((await faceLogin('nobody-here', facePhoto('bella'))).body.msg).toBe(
      'This account has no face enrolled. Sign in with your account and password',
    );
    await expectRefusal(
      (lang) => faceLogin(amber.account, facePhoto('bella'), lang),
      [
        '人脸比对不通过，请本人正对镜头重试',
        '人臉比對不通過，請本人正對鏡頭重試',
        'The face does not match. Face the camera yourself and try again',
      ],
    );
    // Three refusals so far; two more and the account waits, even for the right face.
    await faceLogin(amber.account, facePhoto('cora'));
    await faceLogin(amber.account, noFacePhoto());
    await expectRefusal(
      (lang) => faceLogin(amber.account, secondPhoto('amber'), lang),
      [
        '人脸登录失败次数过多，请 15 分钟后再试或使用账号密码登录',
        '人臉登入失敗次數過多，請 15 分鐘後再試或使用帳號密碼登入',
        'Too many failed face sign-ins. Try again in 15 minutes or sign in with your password',
      ],
    );
    await s.state.del(`faceId:loginFailures:${amber.account.toLowerCase()}`);
    expect((await faceLogin(amber.account, secondPhoto('amber'))).body.ret).toBe(0);
  }, 180_000);

  it('a face-match exam: checked before the start, and handed in when the chances run out', async () => {
    const exam = await buildExam(s.db, { companyId, paperId, faceMatch: true });
    const contrast = async (token: string, photo: Buffer, attemptId?: number, lang = 'en-US') => {
      const up = await upload('/api/study/me/upload/facecontrast', token, photo);
      expect(up.body.ret).toBe(0);
      return s.api.post<FaceContrastResult>(
        '/api/study/me/facecontrast/submit',
        { examId: exam.id, photoId: up.body.data.photoId, ...(attemptId ? { attemptId } : {}) },
        { token, lang },
      );
    };
    const start = (token: string, lang = 'en-US') =>
      s.api.post<ExamStartResult>('/api/study/exam/start', { examId: exam.id }, { token, lang });

    await expectRefusal(
      (lang) => start(amber.token, lang),
      [
        '本考试需要先通过人脸比对',
        '本考試需要先通過人臉比對',
        'This exam needs a face match first',
      ],
    );
    await expectRefusal(
      (lang) => contrast(bob.token, facePhoto('bella'), undefined, lang),
      [
        '您还没有录入人脸，请先到个人中心录入',
        '您還沒有錄入人臉，請先到個人中心錄入',
        'You have not enrolled your face yet. Enrol it in your personal centre first',
      ],
    );
    // Before the start another face is refused and uses no chance.
    await expectRefusal(
      (lang) => contrast(amber.token, facePhoto('cora'), undefined, lang),
      [
        '人脸比对不通过，请本人正对镜头重试',
        '人臉比對不通過，請本人正對鏡頭重試',
        'The face does not match. Face the camera yourself and try again',
      ],
    );
    expect((await contrast(amber.token, secondPhoto('amber'))).body).toEqual({
      ret: 0,
      msg: 'The face matches',
      data: { status: 'success', chancesLeft: 3, chances: 3, nextCheckAt: null },
    });
    const started = await start(amber.token);
    expect(started.body, JSON.stringify(started.body)).toMatchObject({ ret: 0 });
    const attemptId = started.body.data.attemptId;

    // Someone else's attempt is not theirs to check.
    const bobEnrolled = await enrol(bob.token, facePhoto('bella'));
    expect(bobEnrolled.body.ret).toBe(0);
    await expectRefusal(
      (lang) => contrast(bob.token, facePhoto('bella'), attemptId, lang),
      ['考试记录不存在', '考試記錄不存在', 'The exam record does not exist'],
    );

    // During the attempt: each failure uses a chance, a match uses none, the last hands in.
    expect((await contrast(amber.token, facePhoto('bella'), attemptId)).body).toEqual({
      ret: 0,
      msg: 'The face does not match. 2 chances left',
      data: { status: 'fail', chancesLeft: 2, chances: 3, nextCheckAt: expect.any(String) },
    });
    expect((await contrast(amber.token, noFacePhoto(), attemptId, 'zh-CN')).body).toEqual({
      ret: 0,
      msg: '人脸比对不通过，还剩 1 次机会',
      data: { status: 'fail', chancesLeft: 1, chances: 3, nextCheckAt: expect.any(String) },
    });
    expect((await contrast(amber.token, facePhoto('amber'), attemptId)).body.data).toEqual({
      status: 'success',
      chancesLeft: 1,
      chances: 3,
      nextCheckAt: expect.any(String),
    });
    expect((await contrast(amber.token, facePhoto('cora'), attemptId)).body).toEqual({
      ret: 0,
      msg: 'The face did not match too many times: the paper has been handed in',
      data: { status: 'handedIn', chancesLeft: 0, chances: 3, nextCheckAt: null },
    });
    const [a] = await s.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
    expect(a).toMatchObject({ submitReason: 'face', faceFailures: 3 });
    expect(a!.status).not.toBe('in_progress');
    // The chances are used up: the attempt takes no more checks.
    await expectRefusal(
      (lang) => contrast(amber.token, facePhoto('amber'), attemptId, lang),
      [
        '试卷已交，不能再作答',
        '試卷已交，不能再作答',
        'The paper has been handed in and takes no more answers',
      ],
    );
  }, 240_000);

  it('a face-match exam checks again while the paper is open; a check not taken counts as failed', async () => {
    const cara = await person();
    expect((await enrol(cara.token, facePhoto('cora'))).body.ret).toBe(0);
    const exam = await buildExam(s.db, { companyId, paperId, faceMatch: true });
    const contrast = async (photo: Buffer, attemptId?: number) => {
      const up = await upload('/api/study/me/upload/facecontrast', cara.token, photo);
      expect(up.body.ret).toBe(0);
      return s.api.post<FaceContrastResult>(
        '/api/study/me/facecontrast/submit',
        { examId: exam.id, photoId: up.body.data.photoId, ...(attemptId ? { attemptId } : {}) },
        { token: cara.token },
      );
    };
    const paper = async (attemptId: number) =>
      (
        await s.api.get<AttemptPaper>(`/api/study/exam/attempt/${attemptId}`, {
          token: cara.token,
        })
      ).body.data;
    const row = async (attemptId: number) =>
      (await s.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId)))[0]!;
    const dueAgo = (attemptId: number, minutes: number) =>
      s.db
        .update(examAttempts)
        .set({ faceCheckDueAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(examAttempts.id, attemptId));
    const log = { warn: () => undefined, error: () => undefined };
    const sweeper = createDeadlineSweeper({
      db: s.db,
      handIn: createHandIn({ db: s.db }).handIn,
      log,
    });
    const minutesFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;

    expect((await contrast(secondPhoto('cora'))).body.ret).toBe(0);
    const started = await s.api.post<ExamStartResult>(
      '/api/study/exam/start',
      { examId: exam.id },
      { token: cara.token },
    );
    const attemptId = started.body.data.attemptId;

    // The paper says when the next check is due: FACE_CHECK_EVERY_MINUTES after the start.
    const first = await paper(attemptId);
    expect(first.faceCheck).toMatchObject({ chancesLeft: 3, chances: 3 });
    expect(minutesFromNow(first.faceCheck!.dueAt)).toBeGreaterThan(FACE_CHECK_EVERY_MINUTES - 1);
    expect(minutesFromNow(first.faceCheck!.dueAt)).toBeLessThanOrEqual(FACE_CHECK_EVERY_MINUTES);

    // A check passed once it is due moves the next one on.
    await dueAgo(attemptId, 1);
    const passed = await contrast(secondPhoto('cora'), attemptId);
    expect(passed.body.data).toMatchObject({ status: 'success', chancesLeft: 3 });
    expect(minutesFromNow(passed.body.data.nextCheckAt!)).toBeGreaterThan(
      FACE_CHECK_EVERY_MINUTES - 1,
    );
    expect((await row(attemptId)).faceCheckDueAt!.toISOString()).toBe(passed.body.data.nextCheckAt);

    // Due but within the grace: nothing counted.
    await dueAgo(attemptId, FACE_CHECK_GRACE_MINUTES - 1);
    await sweeper.sweep();
    expect((await row(attemptId)).faceFailures).toBe(0);

    // Not taken within the grace: one failure, and the next check is due at once; counted once.
    await dueAgo(attemptId, FACE_CHECK_GRACE_MINUTES + 1);
    await sweeper.sweep();
    await sweeper.sweep();
    const missed = await paper(attemptId);
    expect(missed.status).toBe('in_progress');
    expect(missed.faceCheck!.chancesLeft).toBe(2);
    expect(minutesFromNow(missed.faceCheck!.dueAt)).toBeLessThanOrEqual(0);

    // Two more left untaken: the last chance hands the paper in.
    await dueAgo(attemptId, FACE_CHECK_GRACE_MINUTES + 1);
    await sweeper.sweep();
    expect((await row(attemptId)).faceFailures).toBe(2);
    await dueAgo(attemptId, FACE_CHECK_GRACE_MINUTES + 1);
    await sweeper.sweep();
    // The server's own sweeper may have taken it first: wait for its commit (see exam-deadline).
    await s.db.transaction((tx) =>
      tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update'),
    );
    const last = await row(attemptId);
    expect(last).toMatchObject({ faceFailures: 3, submitReason: 'face' });
    expect(last.status).not.toBe('in_progress');

    // An exam without face match has no checks.
    const plain = await buildExam(s.db, { companyId, paperId });
    const other = await s.api.post<ExamStartResult>(
      '/api/study/exam/start',
      { examId: plain.id },
      { token: cara.token },
    );
    expect((await paper(other.body.data.attemptId)).faceCheck).toBeNull();
  }, 240_000);

  it('liveness: two frames of the enrolled face, the head turned between them', async () => {
    const live = (photo: Buffer, fields: Record<string, string>, lang = 'en-US') =>
      upload<FaceLivenessResult>('/api/study/me/upload/faceliev', amber.token, photo, fields, lang);
    const first = await live(facePhoto('amber'), { step: '1' });
    expect(first.body.data).toMatchObject({ live: null });
    expect(first.body.data.photoId).toMatch(/^[\w-]{16,64}$/);
    // The same pose twice (a photo held up again): not live. A refusal ends the pair.
    await expectRefusal(
      async (lang) => {
        const one = await live(facePhoto('amber'), { step: '1' });
        const photoId = one.body.data.photoId!;
        return live(facePhoto('amber', { margin: 0.8 }), { step: '2', photoId }, lang);
      },
      [
        '未检测到头部转动，请按提示转头后重试',
        '未偵測到頭部轉動，請依提示轉頭後重試',
        'No head turn was seen. Turn your head as shown and try again',
      ],
    );
    // Another person's frames are refused outright.
    expect((await live(facePhoto('cora'), { step: '1' })).body.msg).toBe(
      'The face does not match. Face the camera yourself and try again',
    );
    // The head turned the other way (the frame mirrored): live.
    const again = await live(facePhoto('amber'), { step: '1' });
    const turned = await live(facePhoto('amber', { mirror: true }), {
      step: '2',
      photoId: again.body.data.photoId!,
    });
    expect(turned.body, JSON.stringify(turned.body)).toMatchObject({
      ret: 0,
      data: { photoId: null, live: true },
    });
  }, 120_000);

  it('the person deletes their face; face login then refuses', async () => {
    const del = await s.api.post<FaceStatus>(
      '/api/study/me/face/delete',
      {},
      { token: amber.token },
    );
    expect(del.body).toMatchObject({
      ret: 0,
      msg: 'Your face data has been deleted',
      data: { enrolled: false, enrolledAt: null },
    });
    expect(await s.db.select().from(faceProfiles).where(eq(faceProfiles.userId, amber.id))).toEqual(
      [],
    );
    expect((await faceLogin(amber.account, secondPhoto('amber'))).body.msg).toBe(
      'This account has no face enrolled. Sign in with your account and password',
    );
  }, 60_000);

  it('without a face engine (FACE_ENGINE=off) every face call is refused', async () => {
    const off = await startTestServer({ FACE_ENGINE: 'off' });
    try {
      const u = await buildUser(off.db, { companyId: (await buildCompany(off.db)).id });
      const token = (await off.api.login(u.account, TEST_PASSWORD)).token;
      const res = await off.api.call('POST', '/api/study/me/upload/openface', {
        raw: form(facePhoto('amber')),
        token,
        lang: 'zh-TW',
      });
      expect(res.body).toMatchObject({ ret: 1, msg: '本系統未啟用人臉辨識' });
      expect((await off.api.get<FaceStatus>('/api/study/me/face', { token })).body.data).toEqual({
        enrolled: false,
        enrolledAt: null,
        available: false,
      });
    } finally {
      await off.close();
    }
  }, 60_000);
});
