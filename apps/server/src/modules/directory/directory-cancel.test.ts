import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TDirectoryRun, TDirectorySuite } from '@ascent/shared/sso';
import { RET } from '@ascent/shared/errors';
import type { TJob } from '@ascent/shared/jobs';
import type { TPage } from '@ascent/shared/admin';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { directoryCalls } from '../../../test/directory-sync.ts';
import { enableSuiteApps, expectRefusal } from '../../../test/sign-on.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { fillDirectory, type FakeSuite } from '../../../test/fake-suites/fake-suite.ts';
import { startFakeDingtalk } from '../../../test/fake-suites/dingtalk.ts';
import { startFakeWxwork } from '../../../test/fake-suites/wxwork.ts';
import { operationLogs } from '../oplog/oplog.schema.ts';
import { users } from '../user/user.schema.ts';
import { directoryRuns } from './directory.schema.ts';

const SECRET = 'the-apps-secret';
const LANGS = ['zh-CN', 'zh-TW', 'en-US'] as const;
const MEMBERS_PAGE = '/cgi-bin/user/list';

/**
 * Cancelling a directory sync run (docs/decisions.md "Directory sync from the workplace
 * suites"): a queued run is cancelled at once; a running one, against a WeCom that answers each
 * department's page slowly, stops before its next page, keeps every page it applied, says who
 * cancelled it in the reader's language, and is resumed by the next run; refusals (a run that
 * ended, another company's, a non-administrator) in three languages; the operation log.
 */
describe('Cancelling a directory sync run', () => {
  let s: TestServer;
  let wxwork: FakeSuite;
  let dingtalk: FakeSuite;
  let companyId: number;
  let admin: string;
  let adminAccount: string;
  let learner: string;

  beforeAll(async () => {
    wxwork = await startFakeWxwork({ corpId: 'ww-cancel', secret: SECRET });
    dingtalk = await startFakeDingtalk({ appKey: 'ding-cancel', secret: SECRET, corpId: 'ding-x' });
    s = await startTestServer({
      WXWORK_BASE_URL: wxwork.origin,
      DINGTALK_BASE_URL: dingtalk.origin,
      // The held page below is waited for (as a slow suite's answer would be).
      SUITE_TIMEOUT_MS: '60000',
      SUITE_BACKOFF_MS: '20',
    });
    companyId = (await buildCompany(s.db)).id;
    const adminUser = await buildUser(s.db, { companyId, roles: ['admin'], realName: 'Wang Fang' });
    adminAccount = adminUser.account;
    admin = (await s.api.login(adminUser.account, TEST_PASSWORD)).token;
    const learnerUser = await buildUser(s.db, { companyId });
    learner = (await s.api.login(learnerUser.account, TEST_PASSWORD)).token;
    await enableSuiteApps(s.api, admin, SECRET, {
      wxwork: { corpId: 'ww-cancel', appId: '', agentId: '1000002' },
      dingtalk: { corpId: 'ding-x', appId: 'ding-cancel', agentId: '' },
    });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await wxwork?.close();
    await dingtalk?.close();
  });

  const cancel = (id: number, opts: { token?: string; lang?: string } = {}) =>
    s.api.post<TDirectoryRun>(
      '/api/manage/sso/directory/run/cancel',
      { id },
      { token: opts.token ?? admin, lang: opts.lang ?? 'en-US' },
    );
  const calls = () => directoryCalls(s.api, admin);
  const start = (suite: TDirectorySuite) => calls().start(suite);
  const detail = async (id: number, lang = 'en-US') => (await calls().detail(id, lang)).run;
  /** Polls until `check()` gives something. */
  const eventually = async <T>(check: () => Promise<T | false>, timeoutMs = 20_000): Promise<T> => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const v = await check();
      if (v) return v;
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** Polls the run until `done(run)` holds. */
  const until = async (id: number, done: (run: TDirectoryRun) => boolean, timeoutMs = 60_000) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const run = await detail(id);
      if (done(run)) return run;
      if (Date.now() > end) throw new Error(`run ${id} still ${run.state} (${run.usersCreated})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const ended = (run: TDirectoryRun) => !['queued', 'running'].includes(run.state);
  const accounts = async (prefix: string) => {
    const rows = await s.db
      .select({ account: users.account })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.status, 'active')));
    return rows.filter((r) => r.account.startsWith(prefix)).length;
  };
  /** Who cancels, as the stop reason names them. */
  const byWho = () => `Wang Fang (${adminAccount})`;

  let cancelledId = 0;

  it('cancels a queued run at once and stops a running one before its next page, keeping what it applied', async () => {
    // 40 departments of 10 members; WeCom answers each department's page 200 ms late.
    fillDirectory(wxwork, { rootId: '1', departments: 40, users: 400, prefix: 'cx' });
    wxwork.slowDown(MEMBERS_PAGE, 200);
    const running = await start('wxwork');
    const midway = await until(running.id, (r) => r.usersCreated >= 50 || ended(r));
    expect(midway.state).toBe('running');
    // WeCom holds its next page until the cancels below are made: the run is still running
    // then, however slow the machine.
    const release = wxwork.hold(MEMBERS_PAGE);

    // The one worker of this process is busy: a DingTalk run waits in the queue, and its
    // cancel takes effect at once (no worker holds it).
    const queued = await start('dingtalk');
    expect(queued.state).toBe('queued');
    const dropped = await cancel(queued.id);
    expect(dropped.body.ret, dropped.body.msg).toBe(0);
    expect(dropped.body.data).toMatchObject({ state: 'cancelled', cancelRequested: false });
    expect(dropped.body.data.error).toBe(
      `Cancelled by ${byWho()}; what it applied is kept and the next run resumes where it stopped`,
    );
    expect((await detail(queued.id)).finishedAt).not.toBeNull();

    // The running run is asked to stop: it says so until its worker has stopped it.
    const asked = await cancel(running.id);
    expect(asked.body.ret, asked.body.msg).toBe(0);
    expect(asked.body.data).toMatchObject({ state: 'running', cancelRequested: true, error: '' });
    release();
    const stopped = await until(running.id, ended);
    expect(stopped.state).toBe('cancelled');
    expect(stopped.cancelRequested).toBe(false);
    expect(stopped.phase).toBe('users');
    // It stopped part way, and every account it counted is there (no page half applied).
    expect(stopped.usersCreated).toBeGreaterThanOrEqual(50);
    expect(stopped.usersCreated).toBeLessThan(400);
    expect(await accounts('cx-')).toBe(stopped.usersCreated);
    // Stopped for good: no more pages are asked for.
    const calls = wxwork.calls(MEMBERS_PAGE);
    await new Promise((r) => setTimeout(r, 600));
    expect(wxwork.calls(MEMBERS_PAGE)).toBe(calls);
    expect(await accounts('cx-')).toBe(stopped.usersCreated);

    // Who cancelled it, in the reader's language.
    const reasons = await Promise.all(
      LANGS.map(async (lang) => (await detail(running.id, lang)).error),
    );
    expect(reasons).toEqual([
      `已被 ${byWho()} 取消，已应用的变更保留；下次同步会从中断处继续`,
      `已被 ${byWho()} 取消，已套用的變更保留；下次同步會從中斷處繼續`,
      `Cancelled by ${byWho()}; what it applied is kept and the next run resumes where it stopped`,
    ]);
    const [row] = await s.db.select().from(directoryRuns).where(eq(directoryRuns.id, running.id));
    expect(row!.cancelRequestedAt).not.toBeNull();
    // Both runs' jobs ended without a retry (the queued one's found its run cancelled).
    const jobs = await eventually(async () => {
      const res = await s.api.post<TPage<TJob>>(
        '/api/manage/job/list',
        { queue: 'directory-sync' },
        { token: admin },
      );
      const list = res.body.data.list;
      return list.length === 2 && list.every((j) => j.state === 'completed') && list;
    });
    expect(jobs.map((j) => j.attempts)).toEqual([1, 1]);

    // The operation log has both cancels, by the administrator.
    const log = await s.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.companyId, companyId), eq(operationLogs.action, 'cancel')));
    expect(log.map((l) => [l.entity, l.entityId, l.actorAccount]).sort()).toEqual(
      [
        ['sso', String(queued.id), adminAccount],
        ['sso', String(running.id), adminAccount],
      ].sort(),
    );
    expect(log.find((l) => l.entityId === String(running.id))!.before).toMatchObject({
      state: 'running',
    });
    cancelledId = running.id;
  }, 120_000);

  it('resumes a cancelled run where it stopped, creating nothing twice', async () => {
    expect(cancelledId).toBeGreaterThan(0);
    wxwork.slowDown(MEMBERS_PAGE, 0);
    const cancelled = await detail(cancelledId);
    const resumed = await start('wxwork');
    expect(resumed.resumedFrom).toBe(cancelledId);
    const done = await until(resumed.id, ended);
    expect(done.state, done.error).toBe('done');
    expect(done.error).toBe('');
    expect(cancelled.usersCreated + done.usersCreated).toBe(400);
    expect(done.usersDisabled).toBe(0);
    expect(await accounts('cx-')).toBe(400);
  }, 60_000);

  it('refuses to cancel a run that ended, another company\u2019s run, and non-administrators', async () => {
    // A finished run, and the cancelled one again.
    const [done] = await s.db
      .select()
      .from(directoryRuns)
      .where(and(eq(directoryRuns.companyId, companyId), eq(directoryRuns.state, 'done')));
    for (const id of [done!.id, cancelledId])
      await expectRefusal(
        (lang) => cancel(id, { lang }),
        [
          '该同步已结束，只能取消排队中或进行中的同步',
          '該同步已結束，只能取消排隊中或進行中的同步',
          'This sync run has already ended: only a queued or running run can be cancelled',
        ],
      );

    // Another company's running run (held by some worker elsewhere) is not found, and goes on.
    const other = await buildCompany(s.db);
    const [theirs] = await s.db
      .insert(directoryRuns)
      .values({
        companyId: other.id,
        suite: 'wxwork',
        state: 'running',
        phase: 'users',
        cycle: 737_373,
      })
      .returning();
    await expectRefusal(
      (lang) => cancel(theirs!.id, { lang }),
      ['找不到该同步记录', '找不到該同步紀錄', 'The sync run was not found'],
    );
    await expectRefusal(
      (lang) => cancel(999_999, { lang }),
      ['找不到该同步记录', '找不到該同步紀錄', 'The sync run was not found'],
    );
    const [after] = await s.db.select().from(directoryRuns).where(eq(directoryRuns.id, theirs!.id));
    expect(after).toMatchObject({ state: 'running', cancelRequestedAt: null, error: '' });

    // A learner is refused as on every admin call, in their language.
    const running = await s.db
      .insert(directoryRuns)
      .values({
        companyId,
        suite: 'feishu',
        state: 'running',
        cycle: 747_474,
      })
      .returning();
    const refusals = [];
    for (const lang of LANGS) {
      const res = await cancel(running[0]!.id, { token: learner, lang });
      refusals.push([res.body.ret, res.body.msg]);
    }
    expect(refusals).toEqual([
      [RET.FORBIDDEN, '该账号没有管理员权限'],
      [RET.FORBIDDEN, '該帳號沒有管理員權限'],
      [RET.FORBIDDEN, 'This account has no administrator rights'],
    ]);
    const [untouched] = await s.db
      .select()
      .from(directoryRuns)
      .where(eq(directoryRuns.id, running[0]!.id));
    expect(untouched!.cancelRequestedAt).toBeNull();

    // Bad input, in the caller's language (the shared rule).
    const bad = await s.api.post(
      '/api/manage/sso/directory/run/cancel',
      { id: 'x' },
      { token: admin, lang: 'en-US' },
    );
    expect(bad.body.ret).toBe(RET.FAIL);

    // None of these were logged.
    const log = await s.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.companyId, companyId), eq(operationLogs.action, 'cancel')));
    expect(log).toHaveLength(2);
  }, 60_000);
});
