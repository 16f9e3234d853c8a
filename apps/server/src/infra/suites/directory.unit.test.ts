import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server.ts';
import { fillDirectory, type FakeSuite } from '../../../test/fake-suites/fake-suite.ts';
import { startFakeDingtalk } from '../../../test/fake-suites/dingtalk.ts';
import { startFakeFeishu } from '../../../test/fake-suites/feishu.ts';
import { startFakeWxwork } from '../../../test/fake-suites/wxwork.ts';
import { MemoryState } from '../state/shared-state.ts';
import { createAppTokens } from './app-tokens.ts';
import { createDingtalk } from './dingtalk.ts';
import { createFeishu } from './feishu.ts';
import {
  SuiteCallError,
  type DirectoryMember,
  type DirectoryReader,
  type SuiteApp,
} from './suite-client.ts';
import { createWxwork } from './wxwork.ts';

const SECRET = 's3cret';
const BACKOFF = { retries: 2, delayMs: 5 };

/** Every member of the directory, read department by department, page by page. */
async function readAll(reader: DirectoryReader, app: SuiteApp) {
  const departments = await reader.departments(app);
  const members: DirectoryMember[] = [];
  let pages = 0;
  for (const d of departments) {
    let cursor: string | null = null;
    do {
      const page = await reader.members(app, d.id, cursor);
      members.push(...page.members);
      cursor = page.next;
      pages++;
    } while (cursor);
  }
  return { departments, members, pages };
}

/** The suites' directory calls (directory sync) against local suites paging as theirs do. */
describe('Reading the suites’ directories', () => {
  let suite: FakeSuite | undefined;
  afterEach(() => suite?.close());

  it('WeCom: every department in one call, a department’s members in one page', async () => {
    suite = await startFakeWxwork({ corpId: 'ww1', secret: SECRET });
    fillDirectory(suite, { rootId: '1', departments: 12, users: 40, prefix: 'w' });
    suite.people.get('w-u3')!.active = false;
    const reader = createWxwork(
      { baseUrl: suite.origin, timeoutMs: 2000, backoff: BACKOFF },
      createAppTokens(new MemoryState()),
    ).directory;
    const app = { corpId: 'ww1', appId: '1000002', agentId: '1000002', secret: SECRET };
    const { departments, members, pages } = await readAll(reader, app);
    expect(departments).toHaveLength(12);
    expect(departments.find((d) => d.id === '1')).toMatchObject({ parentId: null, name: 'w HQ' });
    expect(departments.find((d) => d.id === '1011')).toMatchObject({ parentId: '1001' });
    expect(members).toHaveLength(40);
    expect(pages).toBe(12);
    expect(members.find((m) => m.userId === 'w-u3')).toMatchObject({ active: false });
    expect(members.find((m) => m.userId === 'w-u1')).toEqual({
      userId: 'w-u1',
      name: 'Person 1',
      mobile: '13900000001',
      email: 'w-u1@example.com',
      position: 'Staff',
      departmentId: '1001',
      active: true,
    });

    // A rate-limit answer is waited out: the call is made again.
    const calls = suite.calls('/cgi-bin/department/list');
    suite.failNext('/cgi-bin/department/list', json(200, { errcode: 45009, errmsg: 'freq' }));
    expect(await reader.departments(app)).toHaveLength(12);
    expect(suite.calls('/cgi-bin/department/list') - calls).toBe(2);
    // Any other refusal stands at once.
    suite.failNext('/cgi-bin/user/list', json(200, { errcode: 60011, errmsg: 'no privilege' }));
    const refused = await reader.members(app, '1', null).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SuiteCallError);
    expect((refused as SuiteCallError).code).toBe('60011');
  });

  it('DingTalk: the tree breadth first, members by cursor 100 a page', async () => {
    suite = await startFakeDingtalk({ appKey: 'dk', secret: SECRET, corpId: 'dc' });
    fillDirectory(suite, { rootId: '1', departments: 3, users: 450, prefix: 'd' });
    const reader = createDingtalk(
      { baseUrl: suite.origin, timeoutMs: 2000, backoff: BACKOFF },
      createAppTokens(new MemoryState()),
    ).directory;
    const app = { corpId: 'dc', appId: 'dk', agentId: '', secret: SECRET };
    suite.failNext('/topapi/v2/user/list', json(200, { errcode: 90018, errmsg: 'limit' }));
    const { departments, members, pages } = await readAll(reader, app);
    expect(departments.map((d) => [d.id, d.parentId])).toEqual([
      ['1', null],
      ['1001', '1'],
      ['1002', '1'],
    ]);
    expect(members).toHaveLength(450);
    expect(new Set(members.map((m) => m.userId)).size).toBe(450);
    // 150 members in each of 3 departments: two pages each.
    expect(pages).toBe(6);
    const first = await reader.members(app, '1001', null);
    expect(first.members).toHaveLength(100);
    expect(first.next).toBe('100');
    expect((await reader.members(app, '1001', first.next)).next).toBeNull();
  });

  it('Feishu: children with fetch_child and page_token, members 50 a page', async () => {
    suite = await startFakeFeishu({ appId: 'cli_x', secret: SECRET, tenantKey: 't' });
    fillDirectory(suite, { rootId: '0', departments: 61, users: 183, prefix: 'f' });
    const reader = createFeishu(
      { baseUrl: suite.origin, timeoutMs: 2000, backoff: BACKOFF },
      createAppTokens(new MemoryState()),
    ).directory;
    const app = { corpId: '', appId: 'cli_x', agentId: '', secret: SECRET };
    suite.failNext(
      '/open-apis/contact/v3/departments/0/children',
      json(400, { code: 99991400, msg: 'frequency limit' }),
    );
    const { departments, members } = await readAll(reader, app);
    expect(departments).toHaveLength(61);
    expect(suite.calls('/open-apis/contact/v3/departments/0/children')).toBe(3);
    expect(members).toHaveLength(183);
    // The root holds 3 members in 1 page; a page holds at most 50.
    const root = await reader.members(app, '0', null);
    expect(root.members).toHaveLength(3);
    expect(root.members[0]).toMatchObject({ mobile: '13900000000', departmentId: '0' });
    suite.people.clear();
    fillDirectory(suite, { rootId: '0', departments: 1, users: 120, prefix: 'g' });
    const one = await reader.members(app, '0', null);
    expect([one.members.length, one.next]).toEqual([50, 'pt-50']);
    const two = await reader.members(app, '0', one.next);
    const three = await reader.members(app, '0', two.next);
    expect([two.members.length, three.members.length, three.next]).toEqual([50, 20, null]);
  });
});
