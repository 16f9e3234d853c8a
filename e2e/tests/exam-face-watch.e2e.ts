import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { FACE_CHECK_EVERY_MINUTES } from '@ascent/shared/face-id';
import { facePhoto } from '../../apps/server/test/face-photos.ts';
import {
  apiCall,
  apiLogin,
  apiReply,
  boundCall,
  createPaper,
  createReadyLearner,
  publishExam,
} from '../support/api.ts';
import {
  animationsDone,
  baseUrl,
  launchWithCamera,
  newPage,
  PHONE,
  snap,
} from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  chooseLanguage,
  DEMO_PASSWORD,
  signIn,
  visible,
} from '../support/flows.ts';

// Issue 15, the exam's face match while the paper is open: the page's clock is moved past the
// server's next check (FACE_CHECK_EVERY_MINUTES after the start; then set back, since the
// server's clock did not move with it), the check's dialog opens over
// the paper and cannot be put away, the fake camera's face (the enrolled one) passes, and the
// dialog closes until the next check. Screenshots: e2e/artifacts/exam-face-watch-*.png.

const LEARNER = 'e2e_exam_face_watch';
const LEARNER_PASSWORD = 'Fw7$Maple_83';

/** Uploads a photo (multipart) for the learner; answers the photo id. */
async function uploadPhoto(token: string, route: string, photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'face.jpg');
  const res = await fetch(`${baseUrl()}/api/study/${route}`, {
    method: 'POST',
    headers: { authorization: `token ${token}`, 'accept-language': 'en-US' },
    body: form,
  });
  const reply = (await res.json()) as { ret: number; msg: string; data: { photoId: string } };
  if (reply.ret !== 0) throw new Error(`${route}: ${reply.msg}`);
  return reply.data.photoId;
}

describe('the exam face check while the paper is open', () => {
  let browser: Browser;
  let token: string;
  let examId: number;

  beforeAll(async () => {
    browser = await launchWithCamera('amber');
    const base = baseUrl();
    token = await createReadyLearner(base, {
      account: LEARNER,
      realName: 'Face Watch',
      initialPassword: 'Fw2#Cedar_38',
      password: LEARNER_PASSWORD,
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138097',
      employeeNo: 'E-1597',
    });
    // The learner's face enrolled (the personal centre's step, tested in face-login.e2e.ts).
    const enrolled = await uploadPhoto(token, 'me/upload/openface', facePhoto('amber'));
    await apiCall(base, 'study/me/saveface', { photoId: enrolled }, token);

    const admin = await apiLogin(
      base,
      'manage/accountLogin',
      'admin',
      DEMO_PASSWORD,
      ADMIN_PASSWORD,
    );
    const call = boundCall(base, admin);
    const { paperId } = await createPaper(call, 'Face watch (E2E)', [
      { question: { type: 3, stem: '人脸比对会在考试中定时进行。', answer: ['T'] }, score: 100 },
    ]);
    // For this learner only: an exam open to everyone would be in other learners' to-dos.
    const { userId } = await apiCall<{ userId: number }>(
      base,
      'study/me/profile',
      undefined,
      token,
    );
    examId = await publishExam(call, {
      name: '人脸监考考试（E2E）',
      paperId,
      durationMinutes: 60,
      attemptsAllowed: 10,
      faceMatch: true,
      visibility: 'limited',
      audience: { departmentIds: [], positions: [], userIds: [userId] },
    });
  }, 120_000);
  afterAll(() => browser?.close());

  for (const [language, size] of [
    ['zh-CN', { width: 1366, height: 768 }],
    ['en-US', PHONE],
  ] as const)
    it(`${language}, ${size.width}x${size.height}: the check falls due over the paper and passes`, async () => {
      const { context, page } = await newPage(browser, size);
      await context.grantPermissions(['camera']);
      await page.goto('/login');
      await signIn(page, LEARNER, LEARNER_PASSWORD);
      await visible(page.getByTestId('app-header'));
      if (language === 'en-US') await chooseLanguage(page, 'English');

      // The start's face step passed (by the API; the start dialog's step is the same call).
      const before = await uploadPhoto(token, 'me/upload/facecontrast', facePhoto('amber'));
      await apiCall(base(), 'study/me/facecontrast/submit', { examId, photoId: before }, token);
      const { attemptId } = await apiCall<{ attemptId: number }>(
        base(),
        'study/exam/start',
        { examId },
        token,
      );

      await page.clock.install();
      await page.goto(`/exam/paper?attemptId=${attemptId}`);
      await visible(page.locator('.exam-paper__layout[aria-busy="false"]'));
      const dialog = page.getByTestId('exam-face-watch');
      expect(await dialog.isVisible()).toBe(false);

      // Past the next check: the dialog asks for a photo and cannot be put away.
      await page.clock.fastForward(`${String(FACE_CHECK_EVERY_MINUTES).padStart(2, '0')}:05`);
      await visible(dialog);
      await visible(page.getByTestId('exam-face-watch-camera-take'), 30_000);
      expect(await dialog.getByRole('button', { name: /close|关闭/i }).count()).toBe(0);
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);
      // The opening animation ended, so the screenshot shows the dialog whole.
      await animationsDone(dialog);
      await snap(page, `exam-face-watch-${language}-${size.width}`);

      // Back to the server's time (it did not move 5 minutes on), then the photo.
      await page.clock.setSystemTime(new Date());
      await page.getByTestId('exam-face-watch-camera-take').click();
      await dialog.waitFor({ state: 'hidden', timeout: 60_000 });
      // The server moved the next check on and counted no failure.
      const reply = await apiReply<{ faceCheck: { dueAt: string; chancesLeft: number } }>(
        base(),
        `study/exam/attempt/${attemptId}`,
        undefined,
        token,
      );
      expect(reply.data.faceCheck.chancesLeft).toBe(3);
      expect(Date.parse(reply.data.faceCheck.dueAt) - Date.now()).toBeGreaterThan(
        (FACE_CHECK_EVERY_MINUTES - 1) * 60_000,
      );
      await apiCall(base(), 'study/exam/submit', { attemptId }, token).catch(() => undefined);
      await context.close();
    }, 240_000);
});

const base = () => baseUrl();
