import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  changePassword,
  chooseLanguage,
  completePersonnelInformation,
  createLearnerAsAdmin,
  signIn,
  signInDemo,
  visible,
} from '../support/flows.ts';
import { apiCall, apiReply } from '../support/api.ts';
import { makeZip } from '../support/zip.ts';

// Hardening, what issue 12 items 2 and 4 must show: a signed-in learner opens an uploaded H5
// package and a SCORM package; a script inside each tries to read the product's localStorage
// and to call /api with the learner's own token (written into the package), and both fail,
// because packages run on their own origin; the SCORM package's completion still reaches the
// learning record (through the launcher's postMessage bridge). The learner home, the login
// page and the admin site show no Content-Security-Policy violation under the sites' policy.

const LEARNER = 'e2e_package_learner';
const LEARNER_INITIAL = 'Qv7#Lark_29';
const LEARNER_PASSWORD = 'Wm4$Fjord_63';
const COURSE = 'Package isolation (E2E)';

/**
 * The attack every package runs: read the product's storage (its own, the parent's, the
 * top's), then call the product's API with the learner's token. Each outcome is written into
 * #probe as JSON for the test to read.
 */
function probeScript(site: string, token: string): string {
  return `window.addEventListener('DOMContentLoaded', function () {
  var out = {};
  function attempt(name, fn) {
    try { out[name] = 'read: ' + fn(); } catch (e) { out[name] = 'blocked: ' + e.name; }
  }
  attempt('ownStorage', function () { return String(window.localStorage.getItem('access_token')); });
  attempt('parentStorage', function () { return String(window.parent.localStorage.getItem('access_token')); });
  attempt('topStorage', function () { return String(window.top.localStorage.getItem('access_token')); });
  attempt('topCookie', function () { return String(window.top.document.cookie); });
  var done = function (api) {
    out.api = api;
    document.getElementById('probe').textContent = JSON.stringify(out);
  };
  try {
    fetch(${JSON.stringify(site)} + '/api/study/me/profile', {
      headers: { authorization: 'token ' + ${JSON.stringify(token)} }
    }).then(function (r) {
      return r.text().then(function (t) { done('answered: ' + r.status + ' ' + t.slice(0, 80)); });
    }, function (e) { done('blocked: ' + e.name); });
  } catch (e) { done('blocked: ' + e.name); }
});`;
}

const SCORM_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="ascent-e2e-isolation" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1"><title>Isolated quiz</title>
      <item identifier="item1" identifierref="res1"><title>Isolated quiz</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="lesson/index.html">
      <file href="lesson/index.html"/><file href="lesson/sco.js"/><file href="lesson/probe.js"/>
    </resource>
  </resources>
</manifest>`;

/** A SCORM 1.2 SCO that finds the API on a parent window and completes with a score. */
const SCO_JS = fs.readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/scorm12-source/sco.js'),
  'utf8',
);

function packages(site: string, token: string) {
  const page = (title: string, scripts: string) => `<!doctype html>
<html><head><meta charset="utf-8" /><title>${title}</title>${scripts}</head>
<body><h1>${title}</h1><p id="status">Loading</p>
<button id="finish" type="button">Finish lesson</button><pre id="probe">probing</pre></body></html>`;
  return {
    // An H5 package: the probe inline, as authoring tools write their code.
    h5: makeZip({
      'index.html': page('Isolated game', `<script>${probeScript(site, token)}</script>`)
        .replace('<button id="finish" type="button">Finish lesson</button>', '')
        .replace('<p id="status">Loading</p>', '<p id="status">Playing</p>'),
    }),
    scorm: makeZip({
      'imsmanifest.xml': SCORM_MANIFEST,
      'lesson/index.html': page(
        'Isolated quiz',
        '<script src="sco.js"></script><script src="probe.js"></script>',
      ),
      'lesson/sco.js': SCO_JS,
      'lesson/probe.js': probeScript(site, token),
    }),
  };
}

async function uploadPackage(token: string, name: string, zip: Buffer): Promise<number> {
  const form = new FormData();
  form.append('kind', 'package');
  form.append('file', new Blob([new Uint8Array(zip)]), name);
  const res = await fetch(`${baseUrl()}/api/manage/upload/file`, {
    method: 'POST',
    headers: { authorization: `token ${token}`, 'accept-language': 'en-US' },
    body: form,
  });
  const reply = (await res.json()) as { ret: number; msg: string; data: { fileId: number } };
  if (reply.ret !== 0) throw new Error(`upload ${name}: ${reply.msg}`);
  return reply.data.fileId;
}

/** Records the Content-Security-Policy violations of the top page (not of framed packages). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  // The browser's own reports too, of the site's pages (a package's are its own business).
  const reported: string[] = [];
  const site = new URL(baseUrl()).origin;
  page.on('console', (msg) => {
    const from = msg.location().url;
    if (msg.text().includes('Content Security Policy') && (!from || from.startsWith(site)))
      reported.push(msg.text());
  });
  page.on('pageerror', (err) => reported.push(`page error: ${err.message}`));
  return async () => [
    ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp)) ?? []),
    ...reported,
  ];
}

/** The probe's outcomes, once it has finished. */
async function probeOf(frame: FrameLocator): Promise<Record<string, string>> {
  const probe = frame.locator('#probe');
  await expect.poll(() => probe.textContent(), { timeout: 20_000 }).toMatch(/^\{/);
  return JSON.parse((await probe.textContent()) ?? '{}') as Record<string, string>;
}

describe('packages cannot reach the product; the sites run under a strict CSP', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps the learner site, the login page and the admin site free of CSP violations', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    const violations = await watchViolations(page);
    await page.goto('/login');
    await visible(page.getByTestId('login-account'));
    expect(await violations()).toEqual([]);
    await page.goto('/manage/login');
    await signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId('admin-layout'));
    await chooseLanguage(page, 'English');
    await page.goto('/manage/courses');
    await visible(page.getByTestId('admin-layout'));
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('an H5 and a SCORM package read nothing and call nothing; SCORM completion is recorded', async () => {
    // The administrator (admin site) creates the learner; the learner signs in first, so the
    // packages can carry the learner's real token.
    const admin = await newPage(browser, { locale: 'en-US' });
    await admin.page.goto('/manage/login');
    await signInDemo(admin.page, 'admin', ADMIN_PASSWORD, admin.page.getByTestId('admin-layout'));
    const adminToken =
      (await admin.page.evaluate(() => localStorage.getItem('manage_access_token'))) ?? '';
    expect(
      await createLearnerAsAdmin(admin.page, {
        account: LEARNER,
        realName: '学员乙',
        password: LEARNER_INITIAL,
      }),
    ).toBe(0);

    const learner = await newPage(browser, { locale: 'en-US' });
    const page = learner.page;
    const violations = await watchViolations(page);
    await page.goto('/login');
    await signIn(page, LEARNER, LEARNER_INITIAL);
    await changePassword(page, LEARNER_PASSWORD);
    await completePersonnelInformation(page);
    await visible(page.getByTestId('header-menu'));
    await chooseLanguage(page, 'English');
    await page.waitForLoadState('networkidle');
    // The learner home under the CSP: nothing refused.
    expect(await violations()).toEqual([]);
    const token = (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
    expect(token).not.toBe('');
    // The token is good: the API answers it (from here, not from a package).
    expect((await apiReply(baseUrl(), 'study/me/profile', undefined, token)).ret).toBe(0);

    // A course of the two packages, built through the admin API.
    const zips = packages(baseUrl(), token);
    const h5Id = await uploadPackage(adminToken, 'isolated-game.zip', zips.h5);
    const scormId = await uploadPackage(adminToken, 'isolated-quiz.zip', zips.scorm);
    const call = <T>(p: string, body: unknown) => apiCall<T>(baseUrl(), p, body, adminToken);
    const courseId = (await call<{ id: number }>('manage/course/save', { title: COURSE })).id;
    await call('manage/course/structure/save', {
      courseId,
      chapters: [
        {
          title: 'Packages',
          resources: [
            { title: 'Isolated game', type: 6, fileId: h5Id },
            { title: 'Isolated quiz', type: 10, fileId: scormId },
          ],
        },
      ],
    });
    await call('manage/course/publish', { id: courseId });
    await admin.context.close();

    await page.goto(`/course/detail?id=${courseId}`);
    await visible(page.getByRole('heading', { name: COURSE }));
    const outline = (title: string) =>
      page.locator('.chapter-outline').getByRole('button', { name: new RegExp(title) });

    // The H5 package plays, on another origin than the site.
    await (await visible(outline('Isolated game'))).click();
    const frame = await visible(page.locator('.course-detail-player iframe.package-frame'));
    const frameSrc = (await frame.getAttribute('src')) ?? '';
    expect(new URL(frameSrc).origin).not.toBe(new URL(baseUrl()).origin);
    const game = page.frameLocator('.course-detail-player iframe');
    await visible(game.getByText('Playing'), 30_000);
    const h5 = await probeOf(game);
    expect(h5.ownStorage).toBe('read: null'); // its own origin holds nothing of the product
    expect(h5.parentStorage).toBe('blocked: SecurityError');
    expect(h5.topStorage).toBe('blocked: SecurityError');
    expect(h5.topCookie).toBe('blocked: SecurityError');
    expect(h5.api).toBe('blocked: TypeError');
    await snap(page, 'package-h5-isolated');

    // The SCORM package: the same attack fails, the lesson still completes.
    await outline('Isolated quiz').click();
    const sco = page.frameLocator('.course-detail-player iframe').frameLocator('iframe');
    await visible(sco.getByText('Visits: 1'), 30_000);
    const scorm = await probeOf(sco);
    expect(scorm.ownStorage).toBe('read: null');
    expect(scorm.parentStorage).toBe('read: null'); // the launcher, on the package origin
    expect(scorm.topStorage).toBe('blocked: SecurityError');
    expect(scorm.topCookie).toBe('blocked: SecurityError');
    expect(scorm.api).toBe('blocked: TypeError');
    await sco.getByRole('button', { name: 'Finish lesson' }).click();
    await visible(sco.getByText('Completed'));
    await visible(
      page.locator('.chapter-outline-resource', { hasText: 'Isolated quiz' }).locator('.done'),
      60_000,
    );
    // The learning record has it, with the cmi the package reported.
    const detail = await apiCall<{
      chapters: { resources: { resourceId: number; type: number }[] }[];
    }>(baseUrl(), `study/course/${courseId}/detail`, undefined, token);
    const quizId = detail.chapters[0]!.resources.find((r) => r.type === 10)!.resourceId;
    await expect
      .poll(
        async () => {
          const progress = await apiCall<{ resources: { resourceId: number; state: string }[] }>(
            baseUrl(),
            'study/me/learning/progress',
            { courseId },
            token,
          );
          return progress.resources.find((r) => r.resourceId === quizId)?.state;
        },
        { timeout: 20_000 },
      )
      .toBe('completed');
    const cmi = await apiCall<{ core?: { lesson_status?: string; score?: { raw?: string } } }>(
      baseUrl(),
      'study/me/learning/scorm/get',
      { courseId, resourceId: quizId },
      token,
    );
    expect(cmi.core?.lesson_status).toBe('completed');
    expect(cmi.core?.score?.raw).toBe('100');
    await snap(page, 'package-scorm-isolated');
    // The course page itself refused nothing.
    expect(await violations()).toEqual([]);
    await learner.context.close();
  });
});
