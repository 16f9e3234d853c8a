import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createReadyLearner } from '../support/api.ts';
import { baseUrl, launchWithCamera, newPage, snap } from '../support/browser.ts';
import { ADMIN_PASSWORD, chooseLanguage, signIn, visible } from '../support/flows.ts';

// Issue 15, face recognition in Chromium with a fake camera that shows one face of the face
// package's sample photos (an MJPEG file of that JPEG): the learner enrols the face in the
// personal centre, then a signed-out browser signs in on the login page's Face tab with the
// account and the camera. Screenshots: e2e/artifacts/face-{enrol,login}-en-US.png.

const LEARNER = 'e2e_face_login';
const LEARNER_INITIAL = 'Fa6#Cedar_41';
const LEARNER_PASSWORD = 'Fa9$Birch_62';
const COMPUTER = { width: 1366, height: 768 };

describe('face recognition', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchWithCamera('amber');
    await createReadyLearner(baseUrl(), {
      account: LEARNER,
      realName: 'Face Login',
      initialPassword: LEARNER_INITIAL,
      password: LEARNER_PASSWORD,
      adminPassword: ADMIN_PASSWORD,
      mobile: '13800138094',
      employeeNo: 'E-1516',
    });
  });
  afterAll(() => browser?.close());

  it('en-US: enrols the face from the camera, then signs in with it', async () => {
    const me = await newPage(browser, COMPUTER);
    await me.context.grantPermissions(['camera']);
    await me.page.goto('/login');
    await chooseLanguage(me.page, 'English');
    await signIn(me.page, LEARNER, LEARNER_PASSWORD);
    await visible(me.page.getByTestId('app-header'));
    await me.page.goto('/mine/layout?tab=face');
    const status = await visible(me.page.getByTestId('face-enrol-status'));
    expect(await status.textContent()).toContain('You have not enrolled your face');
    await (await visible(me.page.getByTestId('face-enrol-camera-take'), 30_000)).click();
    await me.page.getByText('Your face was enrolled on').waitFor({ timeout: 60_000 });
    await snap(me.page, 'face-enrol-en-US');
    await me.context.close();

    const other = await newPage(browser, COMPUTER);
    await other.context.grantPermissions(['camera']);
    await other.page.goto('/login');
    await chooseLanguage(other.page, 'English');
    await (await visible(other.page.getByTestId('login-method-face'))).click();
    await other.page.getByTestId('face-login-account').fill(LEARNER);
    await visible(other.page.getByTestId('face-camera-take'), 30_000);
    await snap(other.page, 'face-login-en-US');
    await other.page.getByTestId('face-camera-take').click();
    await visible(other.page.getByTestId('app-header'), 60_000);
    await other.context.close();
  }, 240_000);
});
