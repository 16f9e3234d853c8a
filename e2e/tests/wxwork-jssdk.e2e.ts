import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TCourseDetail } from '@ascent/shared/course';
import type { TKnowledgeDetail } from '@ascent/shared/knowledge';
import { buildUser, TEST_PASSWORD } from '../../apps/server/test/builders.ts';
import type { TestServer } from '../../apps/server/test/http.ts';
import { enableSuiteApps } from '../../apps/server/test/sign-on.ts';
import type { FakeSuite } from '../../apps/server/test/fake-suites/fake-suite.ts';
import {
  startFakeWxwork,
  WXWORK_AGENT_TICKET,
  WXWORK_SAMPLE_TICKET,
  wxworkTicketSignature,
} from '../../apps/server/test/fake-suites/wxwork.ts';
import { shareSummary } from '../../apps/web/src/features/interaction/lib/suite-share.ts';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import { startSiteServer } from '../support/site-server.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, signIn, visible } from '../support/flows.ts';

// Issue 15, the WeCom JS-SDK inside WeCom: a learner who forwards a course page (or a knowledge
// document) from WeCom's top-right menu sends its card (title, short summary, cover, link), not
// a bare address. Chromium names itself as WeCom's browser and carries a stand-in for WeCom's native
// bridge (window.WeixinJSBridge: invoke, on and the WeixinJSBridgeReady event, as
// @wecom/jssdk talks to it) that records what the page asked of it; the signatures it was given
// must be WeCom's (sha1 over the local WeCom's tickets, apps/server/test/fake-suites/wxwork.ts).
// Outside WeCom the page neither loads the SDK nor asks for the signatures.
// Screenshot: e2e/artifacts/wxwork-jssdk-course-zh-CN.png.

const SECRET = 'jssdk-e2e-secret';
const CORP_ID = 'ww-jssdk-e2e';
const AGENT_ID = '1000002';
const COURSE = '信息安全基础培训';
const DOCUMENT = '员工信息安全手册（摘要）';
const CONFIG_PATH = '/api/study/customer/wxwork/config';
const UA = (wecom: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/${wecom} MicroMessenger/7.0.1 Language/zh ColorScheme/Light`;

interface BridgeCall {
  name: string;
  args: Record<string, unknown>;
}
type Bridge = { calls: BridgeCall[]; handlers: Record<string, () => void> };

/**
 * WeCom's native bridge as the app's browser gives it to a page: injected once the document is
 * parsed and announced with the WeixinJSBridgeReady event; `invoke(name, args, callback)`
 * answers `<name>:ok`, `on(event, handler)` keeps the handler the menu calls.
 */
function emulateBridge() {
  const state: Bridge = { calls: [], handlers: {} };
  (window as unknown as { __bridge: Bridge }).__bridge = state;
  const bridge = {
    invoke(name: string, args: Record<string, unknown>, callback: (res: unknown) => void) {
      state.calls.push({ name, args: JSON.parse(JSON.stringify(args)) as Record<string, unknown> });
      setTimeout(() => callback({ err_msg: `${name}:ok` }), 0);
    },
    on(event: string, handler: () => void) {
      state.handlers[event] = handler;
    },
  };
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { WeixinJSBridge: typeof bridge }).WeixinJSBridge = bridge;
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  });
}

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bridge: Bridge }).__bridge.calls);

/** The learner taps the menu entry (`menu:share:appmessage` …): what the page sends WeCom. */
async function forward(page: Page, event: string, sent: string): Promise<Record<string, unknown>> {
  await expect
    .poll(() =>
      page.evaluate(
        (e) => typeof (window as unknown as { __bridge: Bridge }).__bridge.handlers[e],
        event,
      ),
    )
    .toBe('function');
  await page.evaluate(
    (e) => (window as unknown as { __bridge: Bridge }).__bridge.handlers[e]!(),
    event,
  );
  let card: BridgeCall | undefined;
  await expect
    .poll(async () => (card = (await bridgeCalls(page)).find((c) => c.name === sent)))
    .toBeDefined();
  return card!.args;
}

describe('the WeCom JS-SDK inside WeCom: the course share card', () => {
  let s: TestServer;
  let wxwork: FakeSuite;
  let browser: Browser;
  let account: string;
  let course: TCourseDetail;
  let item: TKnowledgeDetail;

  beforeAll(async () => {
    wxwork = await startFakeWxwork({ corpId: CORP_ID, secret: SECRET });
    const site = await startSiteServer({ WXWORK_BASE_URL: wxwork.origin });
    s = site.s;
    account = (await buildUser(s.db, { companyId: site.companyId, realName: '企业微信分享' }))
      .account;
    const admin = (await s.api.loginAsPerson('admin', DEMO_PASSWORD, ADMIN_PASSWORD)).token;
    await enableSuiteApps(s.api, admin, SECRET, {
      wxwork: { corpId: CORP_ID, appId: '', agentId: AGENT_ID },
    });
    // The course as the learner reads it.
    const { token } = await s.api.login(account, TEST_PASSWORD);
    const found = await s.api.post<{ list: { courseId: number; title: string }[] }>(
      '/api/study/course/list',
      { keyword: COURSE },
      { token },
    );
    const courseId = found.body.data.list.find((c) => c.title === COURSE)?.courseId ?? 0;
    expect(courseId, COURSE).toBeGreaterThan(0);
    course = (await s.api.get<TCourseDetail>(`/api/study/course/${courseId}/detail`, { token }))
      .body.data;
    const documents = await s.api.post<{ list: { id: number; title: string }[] }>(
      '/api/study/knowledge/list',
      { keyword: DOCUMENT },
      { token },
    );
    const docId = documents.body.data.list.find((k) => k.title === DOCUMENT)?.id ?? 0;
    expect(docId, DOCUMENT).toBeGreaterThan(0);
    item = (await s.api.get<TKnowledgeDetail>(`/api/study/knowledge/${docId}/detail`, { token }))
      .body.data;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
    await wxwork?.close();
  });

  /** A signed-in learner's course page in a browser named `userAgent` (with the bridge inside WeCom). */
  async function openCourse(userAgent?: string) {
    const { context, page } = await newPage(browser, {
      baseUrl: s.baseUrl,
      ...PHONE,
      ...(userAgent ? { userAgent } : {}),
    });
    if (userAgent) await page.addInitScript(emulateBridge);
    const configCalls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === CONFIG_PATH) configCalls.push(r.postData() ?? '');
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/login');
    await signIn(page, account, TEST_PASSWORD);
    await visible(page.getByTestId('app-header'));
    await page.goto(`/course/detail?id=${course.courseId}#outline`);
    await visible(page.getByRole('heading', { name: COURSE, level: 1 }));
    return { context, page, configCalls, scripts };
  }

  it('zh-CN in WeCom 4: agentConfig signed for the page, the card is the course', async () => {
    const { context, page, configCalls, scripts } = await openCourse(UA('4.1.22'));
    const url = page.url().split('#')[0]!;
    const link = `${s.baseUrl}/course/detail?id=${course.courseId}`;
    const card = await forward(page, 'menu:share:appmessage', 'sendAppMessage');
    expect(card).toMatchObject({
      title: COURSE,
      desc: shareSummary(course.intro),
      img_url: new URL(course.cover, s.baseUrl).href,
      link,
    });
    expect(String(card.desc).length).toBeGreaterThan(0);
    expect(String(card.desc)).not.toMatch(/[<>]/);
    const wechat = await forward(page, 'menu:share:wechat', 'shareWechat');
    expect(wechat).toMatchObject({ title: COURSE, link, img_url: card.img_url });

    // WeCom 3.0.24 and later: the application's registration alone (agentConfig), signed with
    // the application's ticket for this address, once.
    const calls = await bridgeCalls(page);
    const agent = calls.find((c) => c.name === 'agentConfig')!.args;
    expect(agent).toMatchObject({ corpid: CORP_ID, agentid: AGENT_ID });
    // The SDK names the two menu entries by their events to the app.
    expect(agent.jsApiList).toEqual(['menu:share:appmessage', 'menu:share:wechat']);
    expect(agent.signature).toBe(
      wxworkTicketSignature(WXWORK_AGENT_TICKET, agent.nonceStr, agent.timestamp, url),
    );
    expect(calls.filter((c) => c.name === 'agentConfig')).toHaveLength(1);
    // The card's calls carry the registration's signature.
    expect(calls.find((c) => c.name === 'sendAppMessage')!.args.verifySignature).toBe(
      agent.signature,
    );
    // One signature call for the page (wx.config's and agentConfig's signatures in one answer).
    expect(configCalls).toHaveLength(1);
    expect(JSON.parse(configCalls[0]!)).toEqual({ customerId: expect.any(Number), url });
    // The SDK came in its own chunk, after the page.
    expect(scripts.filter((u) => /\/wecom\.prod-/.test(u))).toHaveLength(1);
    await snap(page, 'wxwork-jssdk-course-zh-CN');

    // The course page left (inside the site): the menu forwards the page then on screen, by
    // its own title and address, registered for that address.
    await page.locator('a.app-header__logo').first().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/course/detail'));
    await expect.poll(() => configCalls.length).toBe(2);
    const home = page.url().split('#')[0]!;
    expect(JSON.parse(configCalls[1]!)).toMatchObject({ url: home });
    await page.evaluate(() => {
      const b = (window as unknown as { __bridge: Bridge }).__bridge;
      b.calls = b.calls.filter((c) => c.name !== 'sendAppMessage');
    });
    await expect
      .poll(async () => (await bridgeCalls(page)).filter((c) => c.name === 'agentConfig').length)
      .toBe(2);
    const plain = await forward(page, 'menu:share:appmessage', 'sendAppMessage');
    expect(plain).toMatchObject({ desc: '', img_url: '', link: page.url() });
    expect(plain.title).toBe(await page.title());
    await context.close();
  });

  it('zh-CN in WeCom 4: a knowledge document forwards as its card', async () => {
    const { context, page } = await openCourse(UA('4.1.22'));
    await page.goto(`/doc/detail?id=${item.id}`);
    await visible(page.getByTestId('doc-detail'));
    const card = await forward(page, 'menu:share:appmessage', 'sendAppMessage');
    expect(card).toMatchObject({
      title: DOCUMENT,
      desc: item.summary,
      img_url: new URL(item.cover, s.baseUrl).href,
      link: `${s.baseUrl}/doc/detail?id=${item.id}`,
    });
    await context.close();
  });

  it('in WeCom before 3.0.24: wx.config first, then agentConfig, both from one call', async () => {
    const { context, page, configCalls } = await openCourse(UA('3.0.16'));
    const url = page.url().split('#')[0]!;
    await forward(page, 'menu:share:appmessage', 'sendAppMessage');
    const calls = await bridgeCalls(page);
    const names = calls.map((c) => c.name);
    expect(names.indexOf('preVerifyJSAPI')).toBeLessThan(names.indexOf('agentConfig'));
    const config = calls.find((c) => c.name === 'preVerifyJSAPI')!.args;
    expect(config).toMatchObject({ appId: CORP_ID, verifySignType: 'sha1' });
    expect(config.verifySignature).toBe(
      wxworkTicketSignature(
        WXWORK_SAMPLE_TICKET,
        config.verifyNonceStr,
        config.verifyTimestamp,
        url,
      ),
    );
    const agent = calls.find((c) => c.name === 'agentConfig')!.args;
    expect(agent.signature).toBe(
      wxworkTicketSignature(WXWORK_AGENT_TICKET, agent.nonceStr, agent.timestamp, url),
    );
    expect(configCalls).toHaveLength(1);
    await context.close();
  });

  it('outside WeCom: no SDK, no signature call', async () => {
    const { context, page, configCalls, scripts } = await openCourse();
    await page.waitForTimeout(1500);
    expect(configCalls).toEqual([]);
    expect(scripts.filter((u) => /\/(wecom\.prod|suite-share)-/.test(u))).toEqual([]);
    await context.close();
  });
});
