import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { buildUser } from '../../apps/server/test/builders.ts';
import type { TestServer } from '../../apps/server/test/http.ts';
import { courses } from '../../apps/server/src/modules/course/course.schema.ts';
import { signPartnerV2 } from '../../apps/server/src/modules/sso/partner-ticket.ts';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, chooseLanguage, visible } from '../support/flows.ts';

// Issue 15, the htsy gateway in Chromium: the company's gateway sends a signed-in person to
// /sso/htsy/auth, /sso/htsy/task_auth or /sso/htsy/audit_auth with its signed ticket; they land
// signed in on the home, the task centre or the audit centre's to-dos. An htsyautoauth link on
// any page signs in and opens the course. A replayed ticket is refused on the page.
// Screenshots: e2e/artifacts/htsy-*.png.

const SECRET = 'htsy-e2e-shared-secret-0123456789abcdef-xyz';

describe('htsy gateway sign-on', () => {
  let s: TestServer;
  let browser: Browser;
  let account: string;
  let companyId: number;

  const ticket = () => {
    const iat = Math.floor(Date.now() / 1000);
    return signPartnerV2(SECRET, {
      iss: 'htsy',
      aud: 'ascent',
      sub: account,
      cid: companyId,
      iat,
      exp: iat + 120,
      jti: randomBytes(12).toString('hex'),
    });
  };

  beforeAll(async () => {
    const site = await startSiteServer();
    s = site.s;
    companyId = site.companyId;
    account = (await buildUser(s.db, { companyId, realName: '网关登录验证' })).account;
    const admin = (await s.api.loginAsPerson('admin', DEMO_PASSWORD, ADMIN_PASSWORD)).token;
    const saved = await s.api.post(
      '/api/manage/sso/partner/update',
      { secret: SECRET, linkBy: 'account', createDepartmentId: null, enabled: true },
      { token: admin },
    );
    expect(saved.body.ret, saved.body.msg).toBe(0);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  it('zh-CN 1366: each page lands signed in on its own page; a replayed ticket is refused', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    await page.goto(`/sso/htsy/auth?ticket=${ticket()}`);
    await page.waitForURL(`${s.baseUrl}/`);
    await visible(page.getByTestId('app-header'));
    await snap(page, 'htsy-home-zh-CN');

    await page.goto(`/sso/htsy/task_auth?ticket=${ticket()}`);
    await page.waitForURL(`${s.baseUrl}/project`);
    await visible(page.getByTestId('app-header'));

    const used = ticket();
    await page.goto(`/sso/htsy/audit_auth?ticket=${used}`);
    await page.waitForURL(`${s.baseUrl}/audit?tab=todo`);
    await visible(page.getByTestId('audit-tabs'));
    await snap(page, 'htsy-audit-zh-CN');
    await context.close();

    const again = await newPage(browser, { baseUrl: s.baseUrl });
    await again.page.goto(`/sso/htsy/audit_auth?ticket=${used}`);
    const error = await visible(again.page.getByTestId('sign-on-error'));
    expect(await error.textContent()).toContain('登录凭证已使用过');
    await visible(again.page.getByTestId('sign-on-password'));
    await snap(again.page, 'htsy-replayed-zh-CN');
    await again.context.close();
  });

  it('en-US at 390 px: an htsyautoauth link signs in and opens the course', async () => {
    const [course] = await s.db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(and(eq(courses.companyId, companyId)))
      .limit(1);
    const { context, page } = await newPage(browser, {
      baseUrl: s.baseUrl,
      locale: 'en-US',
      ...PHONE,
    });
    // A forged key: refused on the page, in English (chosen on the login page, as a person does).
    await page.goto('/login');
    await chooseLanguage(page, 'English');
    await page.goto(`/?htsyautoauth=${ticket().slice(0, -4)}abcd*${course!.id}`);
    const error = await visible(page.getByTestId('sign-on-error'));
    expect(await error.textContent()).toContain('The sign-in ticket is not valid');
    await snap(page, 'htsy-forged-en-US');

    await page.goto(`/?htsyautoauth=${ticket()}*${course!.id}`);
    await page.waitForURL(`${s.baseUrl}/course/detail?id=${course!.id}`);
    await visible(page.getByText(course!.title).first());
    await snap(page, 'htsy-autoauth-en-US');
    await context.close();
  });
});
