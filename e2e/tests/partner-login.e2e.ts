import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildUser } from '../../apps/server/test/builders.ts';
import type { TestServer } from '../../apps/server/test/http.ts';
import { signPartnerV1, signPartnerV2 } from '../../apps/server/src/modules/sso/partner-ticket.ts';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, openCompanySettings, visible } from '../support/flows.ts';

// Issue 15, partner sign-on in Chromium: the company's partner system sends a signed-in
// employee to /login/partnersso (V1, HMAC-signed fields) or /login/partnerssoV2 (V2, an HS256
// ticket); the person lands signed in on the page the partner named; a replayed ticket is
// refused on the page. The admin site's sign-on tab with the IAM and partner cards.
// Screenshots: e2e/artifacts/partner-*.png.

const SECRET = 'partner-e2e-shared-secret-0123456789abcdef';

describe('Partner sign-on', () => {
  let s: TestServer;
  let browser: Browser;
  let account: string;
  let companyId: number;

  beforeAll(async () => {
    const site = await startSiteServer();
    s = site.s;
    companyId = site.companyId;
    account = (await buildUser(s.db, { companyId, realName: '合作方登录验证' })).account;
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

  it('zh-CN: a V1 link signs the person in on the page the partner named; a replay is refused', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    const fields = {
      account,
      customerId: String(companyId),
      nonce: randomBytes(12).toString('hex'),
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const query = new URLSearchParams({
      ...fields,
      sign: signPartnerV1(SECRET, fields),
      redirect: '/mine/layout',
    });
    await page.goto(`/login/partnersso?${query}`);
    await page.waitForURL(`${s.baseUrl}/mine/layout`);
    await visible(page.getByText('合作方登录验证'));
    await context.close();

    const again = await newPage(browser, { baseUrl: s.baseUrl });
    await again.page.goto(`/login/partnersso?${query}`);
    const error = await visible(again.page.getByTestId('sign-on-error'));
    expect(await error.textContent()).toBeTruthy();
    await snap(again.page, 'partner-replayed-zh-CN');
    await again.context.close();
  });

  it('en-US at 390 px: a V2 ticket signs the person in', async () => {
    const { context, page } = await newPage(browser, {
      baseUrl: s.baseUrl,
      locale: 'en-US',
      ...PHONE,
    });
    const iat = Math.floor(Date.now() / 1000);
    const ticket = signPartnerV2(SECRET, {
      iss: 'partner',
      aud: 'ascent',
      sub: account,
      cid: companyId,
      iat,
      exp: iat + 120,
      jti: randomBytes(12).toString('hex'),
    });
    await page.goto(`/login/partnerssoV2?ticket=${ticket}&redirect=%2Fmine%2Flayout`);
    await page.waitForURL(`${s.baseUrl}/mine/layout`);
    await visible(page.getByTestId('app-header'));
    await context.close();
  });

  it('zh-CN admin: the sign-on tab shows the IAM and partner cards', async () => {
    const { context, page } = await newPage(browser, { baseUrl: s.baseUrl });
    await openCompanySettings(page, '单点登录');
    await visible(page.getByTestId('config-iam'));
    const partner = await visible(page.getByTestId('config-partner'));
    await partner.scrollIntoViewIfNeeded();
    expect(await page.getByTestId('partner-status').textContent()).toBeTruthy();
    await snap(page, 'partner-admin-zh-CN');
    await page.getByTestId('config-iam').scrollIntoViewIfNeeded();
    await snap(page, 'iam-admin-zh-CN');
    await context.close();
  });
});
