import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, PHONE, snap } from '../support/browser.ts';
import {
  ADMIN_PASSWORD,
  changePassword,
  chooseLanguage,
  completePersonnelInformation,
  signIn,
  signInDemo,
  visible,
} from '../support/flows.ts';

// Learning maps (issue 6, "a learning map's second level stays locked until the first is
// done"): an administrator builds a map of two levels through the admin API, each level one
// knowledge item (done once opened through the programme), for one new learner; the learner
// sees level 2 locked on the drawn path, opens level 1's item, and finds level 2 unlocked.

const LEARNER = 'e2e_map_learner';
const LEARNER_INITIAL = 'Mp5#Heron_41';
const LEARNER_PASSWORD = 'Lv8$Cedar_72';
const MAP_NAME = 'Safety path (E2E)';

interface Envelope<T> {
  ret: number;
  msg: string;
  data: T;
}

/** One admin API call from a page where the administrator is signed in. */
async function adminCall<T>(page: Page, path: string, body: unknown): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: {
          Authorization: `token ${localStorage.getItem('manage_access_token')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    { path, body },
  );
}

async function ok<T>(call: Promise<Envelope<T>>): Promise<T> {
  const res = await call;
  expect(res, res.msg).toMatchObject({ ret: 0 });
  return res.data;
}

/** The map's levels on the drawn path, in order. */
const levels = (page: Page) => page.getByTestId('map-level');

describe('a learning map: level 2 locked until level 1 is done', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('draws the path, keeps level 2 locked, unlocks it when level 1 is done', async () => {
    // ---- The administrator builds the map through the admin API ------------------------
    const admin = await newPage(browser, { locale: 'en-US' });
    let page = admin.page;
    await page.goto('/manage/login');
    await signInDemo(page, 'admin', ADMIN_PASSWORD, page.getByTestId('admin-layout'));

    const knowledgeIds: number[] = [];
    for (const title of ['Fire exits (E2E map)', 'First aid kit (E2E map)']) {
      const saved = await ok(
        adminCall<{ id: number }>(page, '/api/manage/knowledge/save', {
          title,
          summary: 'Read it through.',
          content: `<p>${title}: where it is and how to use it.</p>`,
        }),
      );
      await ok(adminCall(page, '/api/manage/knowledge/publish', { ids: [saved.id] }));
      knowledgeIds.push(saved.id);
    }

    const tree = await page.evaluate(async () => {
      const res = await fetch('/api/study/department/tree', {
        headers: { Authorization: `token ${localStorage.getItem('manage_access_token')}` },
      });
      return (await res.json()).data as { id: number }[];
    });
    const created = await ok(
      adminCall<{ user: { id: number } }>(page, '/api/manage/user/create', {
        account: LEARNER,
        realName: '学员地图',
        departmentId: tree[0]!.id,
        password: LEARNER_INITIAL,
      }),
    );

    const map = await ok(
      adminCall<{ id: number }>(page, '/api/manage/programme/save', {
        kind: 'map',
        name: MAP_NAME,
        orderMode: 'free',
        audience: { departmentIds: [], positions: [], userIds: [created.user.id] },
        stages: [
          {
            name: 'Know the exits',
            items: [{ itemType: 36, refId: knowledgeIds[0], compulsory: true }],
          },
          {
            name: 'Help a colleague',
            items: [{ itemType: 36, refId: knowledgeIds[1], compulsory: true }],
          },
        ],
      }),
    );
    await ok(adminCall(page, '/api/manage/programme/publish', { id: map.id }));
    await admin.context.close();

    // ---- The learner signs in and opens the map ----------------------------------------
    const learner = await newPage(browser, { locale: 'en-US' });
    page = learner.page;
    await page.goto('/login');
    await signIn(page, LEARNER, LEARNER_INITIAL);
    await changePassword(page, LEARNER_PASSWORD);
    await completePersonnelInformation(page);
    await visible(page.getByTestId('header-menu'));
    await chooseLanguage(page, 'English');

    // The map is in the learner's list of maps.
    await page.goto('/map');
    await (await visible(page.getByRole('link', { name: MAP_NAME }))).click();
    await page.waitForURL(/\/map\/detail\?id=\d+/);

    await visible(levels(page));
    await expect.poll(() => levels(page).count(), { timeout: 10_000 }).toBe(2);
    expect(await levels(page).nth(0).getAttribute('data-locked')).toBe('false');
    expect(await levels(page).nth(0).getAttribute('data-state')).toBe('current');
    expect(await levels(page).nth(1).getAttribute('data-locked')).toBe('true');
    await expect
      .poll(() => page.getByTestId('programme-progress').textContent(), { timeout: 10_000 })
      .toBe('0%');
    await snap(page, 'learning-map-locked');

    // A locked level shows why and its items do not open.
    await levels(page).nth(1).click();
    await visible(page.getByText('Locked: complete level 1 first'));
    const lockedItem = page.getByTestId('map-level-detail').getByTestId('programme-item');
    expect(await lockedItem.getAttribute('data-locked')).toBe('true');
    expect(await lockedItem.getByRole('button').isDisabled()).toBe(true);
    await page.setViewportSize(PHONE);
    await snap(page, 'learning-map-locked-phone');
    await page.setViewportSize({ width: 1366, height: 768 });

    // ---- Level 1: open its knowledge item (opened through the programme = done) --------
    await levels(page).nth(0).click();
    const item = page.getByTestId('map-level-detail').getByTestId('programme-item');
    await visible(item);
    expect(await item.getAttribute('data-kind')).toBe('knowledge');
    expect(await item.getAttribute('data-state')).toBe('notStarted');
    await item.getByRole('button').click();
    await page.waitForURL(/\/doc\/detail\?id=\d+/);
    await visible(page.getByText('Fire exits (E2E map): where it is', { exact: false }));

    // ---- Back on the map: level 1 done, level 2 open -----------------------------------
    await page.goBack();
    await page.waitForURL(/\/map\/detail\?id=\d+/);
    await expect
      .poll(() => levels(page).nth(0).getAttribute('data-state'), { timeout: 10_000 })
      .toBe('completed');
    await expect
      .poll(() => levels(page).nth(1).getAttribute('data-locked'), { timeout: 10_000 })
      .toBe('false');
    expect(await levels(page).nth(1).getAttribute('data-state')).toBe('current');
    await expect
      .poll(() => page.getByTestId('programme-progress').textContent(), { timeout: 10_000 })
      .toBe('50%');
    await snap(page, 'learning-map-unlocked');

    // Level 2's item opens now.
    await levels(page).nth(1).click();
    const next = page.getByTestId('map-level-detail').getByTestId('programme-item');
    expect(await next.getAttribute('data-locked')).toBe('false');
    expect(await next.getByRole('button').isDisabled()).toBe(false);
    await page.setViewportSize(PHONE);
    await snap(page, 'learning-map-unlocked-phone');
    await learner.context.close();
  });
});
