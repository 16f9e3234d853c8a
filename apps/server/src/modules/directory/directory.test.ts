import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { TDirectoryRun, TDirectoryRunPage, TDirectorySuite } from '@ascent/shared/sso';
import type { TJob } from '@ascent/shared/jobs';
import type { TPage } from '@ascent/shared/admin';
import { RET } from '@ascent/shared/errors';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { directoryCalls } from '../../../test/directory-sync.ts';
import { enableSuiteApps, expectRefusal } from '../../../test/sign-on.ts';
import { json } from '../../../test/fake-server.ts';
import { fillDirectory, type FakeSuite } from '../../../test/fake-suites/fake-suite.ts';
import { startFakeDingtalk } from '../../../test/fake-suites/dingtalk.ts';
import { startFakeFeishu } from '../../../test/fake-suites/feishu.ts';
import { startFakeWxwork } from '../../../test/fake-suites/wxwork.ts';
import { departments } from '../department/department.schema.ts';
import { directoryRuns } from './directory.schema.ts';
import { users } from '../user/user.schema.ts';

const SECRET = 'the-apps-secret';

/**
 * Directory sync from local suites that page their directories as the real APIs do
 * (test/fake-suites): 10,000 WeCom members in 500 departments, then an incremental run that
 * applies only what changed; a failure mid-run and a resumed run that creates nothing twice; a
 * rate-limit answer waited out; DingTalk and Feishu at smaller sizes; refusals.
 */
describe('Directory sync from the workplace suites', () => {
  let s: TestServer;
  let fakes: Record<TDirectorySuite, FakeSuite>;
  let companyId: number;
  let admin: string;
  let learner: string;

  beforeAll(async () => {
    fakes = {
      wxwork: await startFakeWxwork({ corpId: 'ww-dir', secret: SECRET }),
      dingtalk: await startFakeDingtalk({ appKey: 'ding-dir', secret: SECRET, corpId: 'ding-c' }),
      feishu: await startFakeFeishu({ appId: 'cli_dir', secret: SECRET, tenantKey: 't-dir' }),
    };
    s = await startTestServer({
      WXWORK_BASE_URL: fakes.wxwork.origin,
      DINGTALK_BASE_URL: fakes.dingtalk.origin,
      FEISHU_BASE_URL: fakes.feishu.origin,
      SUITE_TIMEOUT_MS: '5000',
      SUITE_BACKOFF_MS: '20',
    });
    companyId = (await buildCompany(s.db)).id;
    const adminUser = await buildUser(s.db, { companyId, roles: ['admin'] });
    admin = (await s.api.login(adminUser.account, TEST_PASSWORD)).token;
    const learnerUser = await buildUser(s.db, { companyId });
    learner = (await s.api.login(learnerUser.account, TEST_PASSWORD)).token;
    await enableSuiteApps(s.api, admin, SECRET, {
      wxwork: { corpId: 'ww-dir', appId: '', agentId: '1000002' },
      dingtalk: { corpId: 'ding-c', appId: 'ding-dir', agentId: '' },
      feishu: { corpId: '', appId: 'cli_dir', agentId: '' },
    });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await Promise.all(Object.values(fakes ?? {}).map((f) => f.close()));
  });

  const start = (suite: TDirectorySuite) => directoryCalls(s.api, admin).start(suite);
  const detail = (id: number, lang = 'en-US') => directoryCalls(s.api, admin).detail(id, lang);
  /** Waits for the run's job to finish it (done or failed). */
  const finished = (id: number, timeoutMs = 170_000) =>
    reaches(id, (run) => run.state === 'done' || run.state === 'failed', timeoutMs);
  const reaches = async (
    id: number,
    check: (run: TDirectoryRun) => boolean,
    timeoutMs = 60_000,
  ) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const { run } = await detail(id);
      if (check(run)) return run;
      if (Date.now() > until) throw new Error(`run ${id} still ${run.state} (${run.phase})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** A failed attempt waits for its retry, queued with why. */
  const waitingRetry = (run: TDirectoryRun) => run.state === 'queued' && run.error !== '';
  /** The queue's back-off runs out now (as it would 30 s or more later). */
  const retryNow = () =>
    s.db.execute(
      sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'directory-sync' AND state = 'retry'`,
    );
  /** The company's directory sync jobs on the admin's Jobs page, newest first. */
  const jobs = async (lang = 'en-US') => {
    const res = await s.api.post<TPage<TJob>>(
      '/api/manage/job/list',
      { queue: 'directory-sync', pageSize: 50 },
      { token: admin, lang },
    );
    expect(res.body.ret, res.body.msg).toBe(0);
    return res.body.data.list;
  };
  /** Waits for the newest directory sync job to be as `check` says. */
  const newestJob = async (check: (job: TJob) => boolean) => {
    for (let i = 0; i < 600; i++) {
      const [job] = await jobs();
      if (job && check(job)) return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the job did not get there in time');
  };
  /**
   * What a process that died leaves: a DingTalk run, running, and its job as pg-boss left it,
   * started 20 minutes ago: due for another attempt ('retry', one attempt spent) or failed for
   * good ('failed', every attempt spent).
   */
  const orphanRun = async (cycle: number, job: 'retry' | 'failed') => {
    const [run] = await s.db
      .insert(directoryRuns)
      .values({
        companyId,
        suite: 'dingtalk',
        state: 'running',
        phase: 'departments',
        cycle,
        startedAt: new Date(Date.now() - 1_200_000),
      })
      .returning();
    await s.db.execute(
      sql`INSERT INTO pgboss.job (name, data, state, retry_count, retry_limit, retry_delay,
            retry_backoff, started_on, completed_on, dead_letter)
          VALUES ('directory-sync', ${JSON.stringify({ runId: run!.id, companyId })}::jsonb,
            ${job}, ${job === 'failed' ? 2 : 0}, 2, 30, true, now() - interval '20 minutes',
            ${job === 'failed' ? sql`now()` : sql`null`}, 'directory-sync-dead')`,
    );
    return run!;
  };
  const sync = async (suite: TDirectorySuite) => finished((await start(suite)).id);
  const accounts = async (prefix: string, status?: 'active' | 'disabled') => {
    const rows = await s.db
      .select({ account: users.account, status: users.status })
      .from(users)
      .where(eq(users.companyId, companyId));
    return rows.filter((r) => r.account.startsWith(prefix) && (!status || r.status === status))
      .length;
  };
  const counts = (run: TDirectoryRun) => ({
    departmentsCreated: run.departmentsCreated,
    departmentsUpdated: run.departmentsUpdated,
    usersCreated: run.usersCreated,
    usersUpdated: run.usersUpdated,
    usersDisabled: run.usersDisabled,
    failed: run.failed,
  });

  it('syncs 10,000 WeCom members in 500 departments, then applies only the changes', async () => {
    fillDirectory(fakes.wxwork, { rootId: '1', departments: 500, users: 10_000, prefix: 'wx' });
    // How fast is a benchmark's question, not this test's (it missed 60 s once on a busy machine).
    const first = await sync('wxwork');
    expect(first.state, first.error).toBe('done');
    expect(counts(first)).toEqual({
      departmentsCreated: 500,
      departmentsUpdated: 0,
      usersCreated: 10_000,
      usersUpdated: 0,
      usersDisabled: 0,
      failed: 0,
    });
    expect(await accounts('wx-', 'active')).toBe(10_000);
    const [depts] = await s.db
      .select({ n: count() })
      .from(departments)
      .where(eq(departments.companyId, companyId));
    expect(depts!.n).toBe(500);
    // A member lands in their department, found by the suite's tree: Dept 11's parent is Dept 1.
    const [dept11] = await s.db
      .select()
      .from(departments)
      .where(and(eq(departments.companyId, companyId), eq(departments.name, 'Dept 11')));
    const [dept1] = await s.db
      .select()
      .from(departments)
      .where(and(eq(departments.companyId, companyId), eq(departments.name, 'Dept 1')));
    expect(dept11!.parentId).toBe(dept1!.id);
    expect(dept11!.path).toBe(`${dept1!.path}${dept11!.id}/`);

    // Between runs: 3 renamed, 2 moved, 4 left, 1 disabled at the suite, 5 joined; a department
    // renamed and one moved under another parent.
    const people = fakes.wxwork.people;
    for (const i of [1, 2, 3]) people.get(`wx-u${i}`)!.name = `Renamed ${i}`;
    for (const i of [4, 5]) people.get(`wx-u${i}`)!.departmentId = '1020';
    for (const i of [6, 7, 8, 9]) people.delete(`wx-u${i}`);
    people.get('wx-u10')!.active = false;
    for (let i = 0; i < 5; i++)
      people.set(`wx-new${i}`, {
        userId: `wx-new${i}`,
        name: `Newcomer ${i}`,
        mobile: '',
        email: '',
        position: '',
        departmentId: '1001',
        active: true,
      });
    fakes.wxwork.departments.get('1030')!.name = 'Dept 30 renamed';
    fakes.wxwork.departments.get('1040')!.parentId = '1001';
    const second = await sync('wxwork');
    expect(second.state, second.error).toBe('done');
    expect(counts(second)).toEqual({
      departmentsCreated: 0,
      departmentsUpdated: 2,
      usersCreated: 5,
      usersUpdated: 5,
      usersDisabled: 5,
      failed: 0,
    });
    expect(await accounts('wx-', 'disabled')).toBe(5);
    expect(await accounts('wx-new', 'active')).toBe(5);
    const moved = await s.db
      .select({ path: departments.path, name: departments.name })
      .from(departments)
      .where(
        and(eq(departments.companyId, companyId), inArray(departments.name, ['Dept 1', 'Dept 40'])),
      );
    const byName = new Map(moved.map((d) => [d.name, d.path]));
    expect(byName.get('Dept 40')!.startsWith(byName.get('Dept 1')!)).toBe(true);

    // Nothing changed: a run applies nothing.
    const third = await sync('wxwork');
    expect(counts(third)).toEqual({
      departmentsCreated: 0,
      departmentsUpdated: 0,
      usersCreated: 0,
      usersUpdated: 0,
      usersDisabled: 0,
      failed: 0,
    });
  }, 180_000);

  it('retries a run whose suite call failed from where it stopped, creating nothing twice', async () => {
    const people = fakes.wxwork.people;
    for (let i = 0; i < 500; i++)
      people.set(`wx-late${i}`, {
        userId: `wx-late${i}`,
        name: `Late ${i}`,
        mobile: '',
        email: '',
        position: '',
        departmentId: String(1000 + (i % 499) + 1),
        active: true,
      });
    // The 200th department's page answers a system error (not a rate limit): the attempt fails
    // and the run waits for the job queue's retry, queued, saying why.
    fakes.wxwork.failAfter(
      '/cgi-bin/user/list',
      200,
      json(200, { errcode: -1, errmsg: 'system busy' }),
    );
    const { id } = await start('wxwork');
    const waiting = await reaches(id, waitingRetry);
    expect(waiting.phase).toBe('users');
    // Why it stopped, in the reader's language: the suite's code and message.
    expect(waiting.error).toBe('WeCom refused: -1 system busy');
    expect((await detail(id, 'zh-CN')).run.error).toBe('企业微信拒绝了请求：-1 system busy');
    expect(waiting.usersCreated).toBeGreaterThan(0);
    expect(waiting.usersCreated).toBeLessThan(500);
    const job = await newestJob((j) => j.state === 'retry');
    expect(job).toMatchObject({ attempts: 1, maxAttempts: 3 });
    // Why, in the reader's language, as the run's report says it.
    expect(job.lastError).toBe('WeCom refused: -1 system busy');
    expect((await jobs('zh-CN'))[0]!.lastError).toBe('企业微信拒绝了请求：-1 system busy');

    const calls = fakes.wxwork.calls('/cgi-bin/user/list');
    await retryNow();
    const done = await finished(id);
    expect(done.state, done.error).toBe('done');
    expect(done.error).toBe('');
    // The same run went on from the failed page: its counts add up, nothing was made twice.
    expect(done.usersCreated).toBe(500);
    expect(done.usersDisabled).toBe(0);
    expect(fakes.wxwork.calls('/cgi-bin/user/list') - calls).toBeLessThan(500 - 150);
    expect(await accounts('wx-late', 'active')).toBe(500);
    expect(await accounts('wx-', 'disabled')).toBe(5);
    expect((await jobs())[0]).toMatchObject({ id: job.id, state: 'completed', attempts: 2 });
  }, 180_000);

  it('fails a run whose every attempt failed; the next run resumes it', async () => {
    const busy = () =>
      fakes.wxwork.failNext(
        '/cgi-bin/department/list',
        json(200, { errcode: -1, errmsg: 'system busy' }),
      );
    busy();
    const { id } = await start('wxwork');
    for (let attempt = 1; attempt < 3; attempt++) {
      await newestJob((j) => j.state === 'retry' && j.attempts === attempt);
      expect((await detail(id)).run).toMatchObject({ state: 'queued', phase: 'departments' });
      busy();
      await retryNow();
    }
    const failed = await finished(id);
    expect(failed.state).toBe('failed');
    expect(failed.phase).toBe('departments');
    expect(failed.error).toBe('WeCom refused: -1 system busy');
    const job = await newestJob((j) => j.state === 'failed');
    expect(job).toMatchObject({ attempts: 3, deadLettered: true });

    const resumed = await sync('wxwork');
    expect(resumed.state, resumed.error).toBe('done');
    expect(resumed.resumedFrom).toBe(failed.id);
    expect(counts(resumed)).toMatchObject({ usersCreated: 0, usersDisabled: 0 });
  }, 120_000);

  it("waits out the suite's rate limit", async () => {
    fakes.wxwork.failNext(
      '/cgi-bin/user/list',
      json(200, { errcode: 45009, errmsg: 'api freq out of limit' }),
    );
    const before = fakes.wxwork.calls('/cgi-bin/user/list');
    const run = await sync('wxwork');
    expect(run.state, run.error).toBe('done');
    expect(run.usersCreated + run.usersUpdated + run.usersDisabled).toBe(0);
    // One page asked twice: the refused one and its retry.
    expect(fakes.wxwork.calls('/cgi-bin/user/list') - before).toBe(501);
  }, 120_000);

  it('syncs DingTalk and Feishu, paging their lists', async () => {
    fillDirectory(fakes.dingtalk, { rootId: '1', departments: 6, users: 700, prefix: 'dt' });
    const ding = await sync('dingtalk');
    expect(ding.state, ding.error).toBe('done');
    expect(counts(ding)).toMatchObject({ departmentsCreated: 6, usersCreated: 700, failed: 0 });
    // 700 members in 6 departments: pages of 100, so some departments took two pages.
    expect(fakes.dingtalk.calls('/topapi/v2/user/list')).toBeGreaterThan(6);
    fakes.dingtalk.people.get('dt-u3')!.name = 'Changed';
    fakes.dingtalk.failNext('/topapi/v2/user/list', json(200, { errcode: 90018, errmsg: 'limit' }));
    const again = await sync('dingtalk');
    expect(counts(again)).toMatchObject({ usersCreated: 0, usersUpdated: 1, usersDisabled: 0 });

    fillDirectory(fakes.feishu, { rootId: '0', departments: 70, users: 400, prefix: 'fs' });
    fakes.feishu.failNext(
      '/open-apis/contact/v3/users/find_by_department',
      json(400, { code: 99991400, msg: 'request trigger frequency limit' }),
    );
    const fs = await sync('feishu');
    expect(fs.state, fs.error).toBe('done');
    expect(counts(fs)).toMatchObject({ departmentsCreated: 70, usersCreated: 400, failed: 0 });
    // 69 departments below the root: two pages of children.
    expect(fakes.feishu.calls('/open-apis/contact/v3/departments/0/children')).toBe(2);
    expect(await accounts('fs-', 'active')).toBe(400);
  }, 120_000);

  it('reports rows it could not apply, with the reason', async () => {
    // Someone of another company holds the account a DingTalk member would get.
    const other = await buildCompany(s.db);
    const holder = await buildUser(s.db, { companyId: other.id, account: 'dt-taken' });
    expect(holder.account).toBe('dt-taken');
    fakes.dingtalk.people.set('dt-taken', {
      userId: 'dt-taken',
      name: 'Taken',
      mobile: '',
      email: '',
      position: '',
      departmentId: '1',
      active: true,
    });
    const run = await sync('dingtalk');
    expect(run.state, run.error).toBe('done');
    expect(run.failed).toBe(1);
    const { failures } = await detail(run.id);
    expect(failures.list).toEqual([
      { kind: 'user', externalId: 'dt-taken', name: 'Taken', reason: 'accountTaken' },
    ]);
  }, 60_000);

  it('links an account of the same name, and ends its sessions when the member leaves', async () => {
    const local = await buildUser(s.db, { companyId, account: 'dt-local', realName: 'Old name' });
    const token = (await s.api.login(local.account, TEST_PASSWORD)).token;
    fakes.dingtalk.people.set('dt-local', {
      userId: 'dt-local',
      name: 'Local',
      mobile: '',
      email: '',
      position: '',
      departmentId: '1001',
      active: true,
    });
    const linked = await sync('dingtalk');
    expect(counts(linked)).toMatchObject({ usersCreated: 0, usersUpdated: 1, usersDisabled: 0 });
    const [row] = await s.db.select().from(users).where(eq(users.id, local.id));
    expect(row).toMatchObject({ realName: 'Local', status: 'active' });
    expect((await s.api.get('/api/study/me/profile', { token })).body.ret).toBe(0);

    fakes.dingtalk.people.delete('dt-local');
    const left = await sync('dingtalk');
    expect(counts(left)).toMatchObject({ usersCreated: 0, usersUpdated: 0, usersDisabled: 1 });
    const [after] = await s.db.select().from(users).where(eq(users.id, local.id));
    expect(after!.status).toBe('disabled');
    expect((await s.api.get('/api/study/me/profile', { token })).body.ret).toBe(RET.TOKEN_EXPIRED);
  }, 60_000);

  it('refuses to disable everyone when the suite lists nobody', async () => {
    const saved = new Map(fakes.feishu.people);
    fakes.feishu.people.clear();
    const empty = await sync('feishu');
    expect(empty.state).toBe('failed');
    expect(empty.error).toBe(
      "The suite listed no members: nobody was disabled (check the app's visible range)",
    );
    expect((await detail(empty.id, 'zh-CN')).run.error).toBe(
      '通讯录没有返回任何成员，未停用任何账号（请检查应用的可见范围）',
    );
    expect((await detail(empty.id, 'zh-TW')).run.error).toBe(
      '通訊錄沒有傳回任何成員，未停用任何帳號（請檢查應用程式的可見範圍）',
    );
    expect(await accounts('fs-', 'active')).toBe(400);
    for (const [k, v] of saved) fakes.feishu.people.set(k, v);
    const back = await sync('feishu');
    expect(back.resumedFrom).toBeNull();
    expect(counts(back)).toMatchObject({ usersCreated: 0, usersUpdated: 0, usersDisabled: 0 });
  }, 60_000);

  it('takes up again a run whose process died (its job expired)', async () => {
    // What a crashed process leaves: a running run, and its job as pg-boss's expiry leaves it
    // (started once, due again).
    const orphan = await orphanRun(424_242, 'retry');
    const run = await finished(orphan.id);
    expect(run.state, run.error).toBe('done');
    expect(counts(run)).toMatchObject({ usersCreated: 0, usersUpdated: 0, usersDisabled: 0 });
    expect(await accounts('dt-', 'active')).toBe(700);
    expect((await jobs())[0]).toMatchObject({ state: 'completed', attempts: 2 });
  }, 60_000);

  it('fails a run whose job is gone (every attempt died) when the next run starts, which resumes it', async () => {
    // A running run whose job pg-boss failed for good: its last attempt's process died too.
    const orphan = await orphanRun(515_151, 'failed');
    const next = await start('dingtalk');
    expect(next.resumedFrom).toBe(orphan.id);
    const { run } = await detail(orphan.id);
    expect(run.state).toBe('failed');
    expect(run.error).not.toBe('');
    expect((await detail(orphan.id, 'zh-CN')).run.error).not.toBe(run.error);
    const done = await finished(next.id);
    expect(done.state, done.error).toBe('done');
  }, 60_000);

  it('lists runs newest first, refuses a second run while one is active, and non-admins', async () => {
    const runs = await s.api.post<TDirectoryRunPage>(
      '/api/manage/sso/directory/runs',
      { suite: 'wxwork', pageSize: 2 },
      { token: admin },
    );
    expect(runs.body.ret).toBe(0);
    expect(runs.body.data.list).toHaveLength(2);
    expect(runs.body.data.total).toBeGreaterThanOrEqual(5);
    expect(runs.body.data.list[0]!.id).toBeGreaterThan(runs.body.data.list[1]!.id);

    const queued = await start('feishu');
    const again = await s.api.post(
      '/api/manage/sso/directory/run',
      { suite: 'feishu' },
      { token: admin, lang: 'en-US' },
    );
    expect(again.body).toMatchObject({
      ret: RET.FAIL,
      msg: 'A directory sync of this suite is already running. Please wait for it to finish',
    });
    await finished(queued.id);

    for (const path of [
      '/api/manage/sso/directory/run',
      '/api/manage/sso/directory/runs',
      '/api/manage/sso/directory/run/detail',
    ]) {
      const res = await s.api.post(path, { suite: 'wxwork', id: queued.id }, { token: learner });
      expect(res.body.ret, path).toBe(RET.FORBIDDEN);
    }
    await expectRefusal(
      (lang) =>
        s.api.post('/api/manage/sso/directory/run', { suite: 'weixin' }, { token: admin, lang }),
      [
        '请选择企业微信、钉钉或飞书',
        '請選擇企業微信、釘釘或飛書',
        'Please choose WeCom, DingTalk or Feishu',
      ],
    );
    const missing = await s.api.post(
      '/api/manage/sso/directory/run/detail',
      { id: 999_999 },
      { token: admin, lang: 'en-US' },
    );
    expect(missing.body).toMatchObject({ ret: RET.FAIL, msg: 'The sync run was not found' });
  }, 60_000);
});
