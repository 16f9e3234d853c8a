import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  changePassword,
  chooseLanguage,
  completePersonnelInformation,
  createLearnerAsAdmin,
  findTodo,
  signIn,
  signInDemo,
  startExam,
  visible,
} from '../support/flows.ts';
import { apiCall, boundCall, createPaper, publishExam } from '../support/api.ts';

// Training programmes, what issue 6 must show in the browser: an administrator builds a
// new-staff programme of a course, an exam and a face-to-face session, opens a sign-up with
// approval for it and a certificate for completing it; a new hire signs up and is approved,
// completes the course, signs in to the session by opening the QR code's address, passes the
// exam, and finds the certificate in /mine/certificate, whose PDF downloads and whose code
// verifies on the public page. With the customer code dfzx the same screens say 'Expert
// training'. The course and the exam themselves are made through the admin API (their own
// issues' tests build them in the browser).

const HIRE = 'e2e_newhire_training';
const HIRE_NAME = 'Nova Hire';
const HIRE_INITIAL = 'Qv7#Lark_29';
const HIRE_PASSWORD = 'Wm4$Fjord_63';
const COURSE = 'Welcome to the company (E2E)';
const EXAM = 'Induction check (E2E)';
const SESSION = 'Site safety walk (E2E)';
const PROGRAMME = 'New staff induction 2026 (E2E)';
const SIGNUP = 'Induction sign-up (E2E)';
const CERTIFICATE = 'Induction certificate (E2E)';

const pad = (n: number) => String(n).padStart(2, '0');
/** The pickers' text format, in the browser's (and this process's) time zone. */
const local = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/**
 * Types a date-time into an antd picker input and confirms it with the picker's OK button
 * (Enter would submit the whole form). A panel can close again while it is still sliding in (the
 * form re-renders under it on a busy machine): then it is opened and typed into again, as a
 * person would, until the input holds the date.
 */
async function typeDate(input: Locator, d: Date) {
  // Only this picker's panel: another one may still be fading out after its own OK.
  const ok = input
    .page()
    .locator('.ant-picker-dropdown .ant-picker-ok button')
    .filter({ visible: true });
  for (let attempt = 1; ; attempt++) {
    await input.click();
    await input.fill(local(d));
    try {
      await expect.poll(() => ok.count(), { timeout: 10_000 }).toBe(1);
      await ok.click({ timeout: 5_000 });
      await expect.poll(() => input.inputValue(), { timeout: 5_000 }).toBe(local(d));
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

/**
 * The sign-in address the session page's rotating QR code carries, once it has been fetched
 * (the code's frame shows before its first address arrives).
 */
async function signInAddress(page: Page): Promise<string> {
  const qr = await visible(page.getByTestId('in-person-qr'));
  await expect
    .poll(async () => (await qr.getAttribute('data-url')) ?? '', { timeout: 20_000 })
    .toMatch(/\/train\/sign\?s=\d+&a=in&t=/);
  return (await qr.getAttribute('data-url')) ?? '';
}

/** Fills the range picker carrying test id `id` (on its frame or an input): start, then end. */
async function typeRange(page: Page, id: string, from: Date, to: Date) {
  const picker = page.locator(
    `.ant-picker-range[data-testid="${id}"], .ant-picker-range:has([data-testid="${id}"])`,
  );
  const inputs = picker.locator('input');
  await typeDate(inputs.nth(0), from);
  await typeDate(inputs.nth(1), to);
  await expect.poll(() => inputs.nth(0).inputValue(), { timeout: 5000 }).toBe(local(from));
  await expect.poll(() => inputs.nth(1).inputValue(), { timeout: 5000 }).toBe(local(to));
}

/** Chooses `label` in an antd select (the dropdown is rendered at the end of the page). */
async function choose(page: Page, select: Locator, label: string | RegExp, search?: string) {
  await select.click();
  if (search) await select.locator('input').fill(search);
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: label })
    .first();
  await visible(option);
  await option.click();
}

describe('a new hire through a new-staff programme to a verified certificate', () => {
  let browser: Browser;
  let adminToken: string;
  let courseId: number;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The administrator signs in to the admin site (changing the demo password when this file
    // runs alone); the setup calls use that session's token.
    admin = (await newPage(browser, { locale: 'en-US' })).page;
    await admin.goto('/manage/login');
    await signInDemo(admin, 'admin', ADMIN_PASSWORD, admin.getByTestId('admin-layout'));
    await chooseLanguage(admin, 'English');
    adminToken = (await admin.evaluate(() => localStorage.getItem('manage_access_token'))) ?? '';
    const call = boundCall(baseUrl(), adminToken);
    // A course of one text resource (completes when read).
    courseId = (await call<{ id: number }>('manage/course/save', { title: COURSE })).id;
    await call('manage/course/structure/save', {
      courseId,
      chapters: [
        {
          title: 'Welcome',
          resources: [{ title: 'Our values', type: 5, content: '<p>We keep each other safe.</p>' }],
        },
      ],
    });
    await call('manage/course/publish', { id: courseId });
    // An exam of one question, open from a minute ago for a day.
    const { paperId } = await createPaper(call, 'Induction paper (E2E)', [
      {
        question: {
          type: 1,
          stem: 'Who keeps the site safe?',
          options: ['Everyone', 'Nobody', 'Only the guard'],
          answer: ['A'],
        },
        score: 10,
      },
    ]);
    await publishExam(call, { name: EXAM, paperId, durationMinutes: 30 });
  });
  afterAll(async () => {
    // Later files expect no customer code.
    await apiCall(
      baseUrl(),
      'manage/company/config/update',
      {
        group: 'customer',
        values: { customerCode: '', customMobileDomain: '', mobileDomain: '', mobileModule: '' },
      },
      adminToken,
    ).catch(() => undefined);
    await browser?.close();
  });

  it('builds, signs up, approves, completes, signs in, passes and certifies', async () => {
    // ---- The administrator: a face-to-face session --------------------------------------
    await admin.goto('/manage/face');
    await (await visible(admin.getByTestId('in-person-create'))).click();
    await (await visible(admin.getByTestId('in-person-name'))).fill(SESSION);
    await admin.getByTestId('in-person-hours').fill('2');
    await admin.getByTestId('in-person-address').fill('Gate 3 assembly point');
    await admin.getByTestId('in-person-lecturer').fill('Safety officer Lin');
    await typeDate(admin.getByTestId('in-person-start'), new Date(Date.now() + 5 * 60_000));
    await typeDate(admin.getByTestId('in-person-end'), new Date(Date.now() + 125 * 60_000));
    await admin.getByTestId('in-person-submit').click();
    await signInAddress(admin);
    await snap(admin, 'training-in-person-session');
    const sessionPage = new URL(admin.url()).pathname + new URL(admin.url()).search;
    expect(sessionPage).toMatch(/^\/manage\/face\/session\?id=\d+$/);

    // ---- ... the new-staff programme of the course, the exam and the session --------------
    await admin.goto('/manage/programmes/newstaff');
    await (await visible(admin.getByTestId('programme-create'))).click();
    await (await visible(admin.getByTestId('programme-name'))).fill(PROGRAMME);
    await typeRange(
      admin,
      'programme-period',
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() + 30 * 86_400_000),
    );
    await admin.getByTestId('programme-by-signup').click();
    if ((await admin.getByTestId('programme-stage').count()) === 0)
      await admin.getByTestId('programme-stage-add').click();
    const stage = admin.getByTestId('programme-stage').first();
    const picker = stage.getByTestId('programme-item-picker');
    for (const [type, title] of [
      ['Course', COURSE],
      ['Exam', EXAM],
      ['Face-to-face', SESSION],
    ] as const) {
      await choose(admin, picker.getByTestId('programme-item-picker-type'), new RegExp(`^${type}`));
      await choose(admin, picker.getByTestId('programme-item-picker-search'), title, title);
      await picker.getByTestId('programme-item-picker-add').click();
      await visible(stage.getByTestId('programme-stage-item').filter({ hasText: title }));
    }
    await snap(admin, 'training-programme-editor');
    await admin.getByTestId('programme-save-publish').click();
    await visible(admin.getByRole('row').filter({ hasText: PROGRAMME }));

    // ---- ... a sign-up with approval admitting to it --------------------------------------
    await admin.goto('/manage/signups');
    await (await visible(admin.getByTestId('signup-create'))).click();
    await visible(admin.getByTestId('signup-form'));
    await choose(admin, admin.getByTestId('signup-kind'), 'Training programme');
    await choose(admin, admin.getByTestId('signup-target'), PROGRAMME, 'induction');
    await admin.getByTestId('signup-title').fill(SIGNUP);
    await typeRange(
      admin,
      'signup-window',
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() + 7 * 86_400_000),
    );
    await admin.getByTestId('signup-capacity').fill('30');
    const approval = admin.getByTestId('signup-approval');
    if ((await approval.getAttribute('aria-checked')) !== 'true') await approval.click();
    await admin.getByTestId('signup-save-publish').click();
    await visible(admin.getByRole('row').filter({ hasText: SIGNUP }));

    // ---- ... and a certificate for completing it ------------------------------------------
    await admin.goto('/manage/certificates/templates');
    await (await visible(admin.getByTestId('certificate-template-create'))).click();
    await (await visible(admin.getByTestId('certificate-template-name'))).fill(CERTIFICATE);
    await choose(admin, admin.getByTestId('certificate-source-kind'), /programme/i);
    await choose(admin, admin.getByTestId('certificate-source-item'), PROGRAMME, 'induction');
    await admin.getByTestId('certificate-source-add').click();
    await visible(admin.getByTestId('certificate-sources').getByText(PROGRAMME));
    await admin.getByTestId('certificate-template-save').click();
    await visible(admin.getByRole('row').filter({ hasText: CERTIFICATE }));

    expect(
      await createLearnerAsAdmin(admin, {
        account: HIRE,
        realName: HIRE_NAME,
        password: HIRE_INITIAL,
      }),
    ).toBe(0);

    // ---- The new hire finds the programme and signs up ------------------------------------
    const { page: hire } = await newPage(browser, { locale: 'en-US' });
    await hire.goto('/login');
    await signIn(hire, HIRE, HIRE_INITIAL);
    await changePassword(hire, HIRE_PASSWORD);
    await completePersonnelInformation(hire);
    await visible(hire.getByTestId('header-menu'));
    await chooseLanguage(hire, 'English');
    await hire.goto('/newstaff');
    await (await visible(hire.getByText(PROGRAMME).first())).click();
    await hire.waitForURL(/\/newstaff\/detail\?id=\d+/);
    const programmeUrl = hire.url();
    await (await visible(hire.getByTestId('programme-signup'))).click();
    await hire.waitForURL(/\/signup\/detail\?id=\d+/);
    await (await visible(hire.getByTestId('signup-submit'))).click();
    await expect
      .poll(() => hire.getByTestId('signup-state').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('reviewing');
    await snap(hire, 'training-signup-reviewing');

    // ---- The administrator approves it in the audit centre --------------------------------
    const { page: approver } = await newPage(browser, { locale: 'en-US' });
    await approver.goto('/login');
    await signIn(approver, 'admin', ADMIN_PASSWORD);
    await visible(approver.getByTestId('header-menu'));
    await chooseLanguage(approver, 'English');
    await approver.goto('/audit?tab=todo');
    const todo = await visible(approver.getByTestId('audit-todo-list'));
    // The new hire's personnel information waits there too: the sign-up is the one titled so.
    await (
      await findTodo(
        todo,
        todo
          .locator('[data-testid^="audit-item-"]', { hasText: HIRE_NAME })
          .filter({ hasText: 'Sign-up' }),
      )
    ).click();
    const detail = await visible(approver.getByTestId('audit-detail'));
    await detail.getByTestId('audit-approve').click();
    await visible(approver.getByTestId('audit-decision-modal'));
    await approver.getByTestId('audit-confirm').click();
    await expect
      .poll(async () => (await detail.getByTestId('audit-status').first().textContent()) ?? '', {
        timeout: 15_000,
      })
      .toMatch(/Approved|Passed|已通过/);

    // ---- The new hire is in: the course first ---------------------------------------------
    const item = (kind: string) =>
      hire.locator(`[data-testid="programme-item"][data-kind="${kind}"]`);
    // A member now: the sign-up box is gone and the items open.
    await expect
      .poll(
        async () => {
          await hire.goto(programmeUrl);
          await visible(item('course'));
          return item('course').getByRole('button').isEnabled();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await snap(hire, 'training-programme-enrolled');
    expect(await hire.getByTestId('programme-signup').count()).toBe(0);
    await item('course').getByRole('button').click();
    await hire.waitForURL(/\/course\/detail\?id=\d+/);
    await (
      await visible(hire.locator('.chapter-outline-resource', { hasText: 'Our values' }))
    ).click();
    await visible(
      hire.locator('.course-detail-player .rich-text').getByText('We keep each other safe.'),
    );
    await visible(hire.locator('.course-detail-progress').getByText('Completed'), 60_000);

    // ---- ... then the session, by opening the QR code's address ---------------------------
    await admin.goto(sessionPage);
    const sign = new URL(await signInAddress(admin));
    await hire.goto(`${sign.pathname}${sign.search}`);
    const signed = await visible(hire.getByTestId('in-person-sign-result'));
    expect(await signed.textContent()).toContain('Signed in');
    await snap(hire, 'training-in-person-signed');

    // ---- ... then the exam ----------------------------------------------------------------
    await hire.goto(programmeUrl);
    await (await visible(item('exam'))).getByRole('button').click();
    await hire.waitForURL(/\/exam\/detail\?id=\d+/);
    await startExam(hire);
    await (await visible(hire.locator('label', { hasText: 'Everyone' }))).click();
    await visible(hire.locator('[data-testid="save-state"][data-state="saved"]'));
    await hire.getByTestId('exam-submit').click();
    await hire.getByTestId('exam-hand-in-confirm').click();
    await hire.waitForURL(/\/exam\/result\?attemptId=\d+/);
    expect(await (await visible(hire.getByTestId('exam-score'))).textContent()).toContain('10');

    // ---- Every item done: the programme is complete ---------------------------------------
    await hire.goto(programmeUrl);
    for (const kind of ['course', 'exam', 'face'])
      await visible(
        hire.locator(`[data-testid="programme-item"][data-kind="${kind}"][data-state="completed"]`),
      );
    expect(await hire.getByTestId('programme-progress').textContent()).toContain('100');
    await snap(hire, 'training-programme-complete');

    // ---- The certificate: listed, its PDF downloads, its code verifies in public ----------
    await hire.goto('/mine/certificate');
    const row = await visible(hire.getByTestId('certificate-row').filter({ hasText: CERTIFICATE }));
    const code = ((await row.getByTestId('certificate-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z0-9]{8,}$/);
    const [download] = await Promise.all([
      hire.waitForEvent('download'),
      row.getByTestId('certificate-download').click(),
    ]);
    const pdf = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of pdf) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    await snap(hire, 'training-mine-certificate');

    const { page: stranger } = await newPage(browser, { locale: 'en-US' });
    await stranger.goto(`/certificate/verify?code=${code}`);
    const verdict = await visible(stranger.getByTestId('certificate-verify-result'));
    expect(await verdict.getAttribute('data-valid')).toBe('true');
    expect(await verdict.textContent()).toContain(HIRE_NAME);
    expect(await verdict.textContent()).toContain(CERTIFICATE);
    await snap(stranger, 'training-certificate-verified');

    // ---- With the customer code dfzx: 'Expert training' -----------------------------------
    await apiCall(
      baseUrl(),
      'manage/company/config/update',
      {
        group: 'customer',
        values: {
          customerCode: 'dfzx',
          customMobileDomain: '',
          mobileDomain: '',
          mobileModule: '',
        },
      },
      adminToken,
    );
    await new Promise((r) => setTimeout(r, 6000)); // the server's settings cache (5 s)
    await hire.goto('/newstaff');
    await visible(hire.getByText(PROGRAMME).first());
    await snap(hire, 'training-expert-list');
    await visible(hire.locator('main').getByText('Expert training').first());
    // The header's new-staff entry too (behind 'More' at this width).
    await hire.getByTestId('header-menu-more').click();
    await visible(hire.getByRole('menuitem', { name: 'Expert training' }));
    await hire.goto(programmeUrl);
    await visible(hire.getByText('Expert training').first());
    await snap(hire, 'training-expert-learner');
    await admin.goto('/manage/programmes/newstaff');
    await visible(admin.locator('.ant-layout-sider').getByText('Expert training').first());
    await snap(admin, 'training-expert-admin');
  });
});
