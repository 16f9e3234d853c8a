import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStoredFile } from '@ascent/shared/files';
import type { TJob } from '@ascent/shared/jobs';
import type { TPage } from '@ascent/shared/admin';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';
import { makeDocx, uploadForm } from '../../../test/files-fixtures.ts';

/**
 * The admin's Jobs page calls: the company's jobs with their state, attempts and last error,
 * and retrying a failed one; only admins, only their own company's jobs.
 */
describe('jobs (admin)', () => {
  let s: TestServer;
  let admin: string;
  let learner: string;
  let otherAdmin: string;

  beforeAll(async () => {
    // No converter: every conversion fails at once (a failure no retry mends).
    s = await startTestServer({ SOFFICE_PATH: '/nonexistent/soffice' });
    const company = await buildCompany(s.db);
    const other = await buildCompany(s.db);
    const a = await buildUser(s.db, { companyId: company.id, roles: ['admin'] });
    const l = await buildUser(s.db, { companyId: company.id });
    const o = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    learner = (await s.api.login(l.account, TEST_PASSWORD)).token;
    otherAdmin = (await s.api.login(o.account, TEST_PASSWORD)).token;
  });
  afterAll(async () => {
    await s.close();
  });

  const list = (token: string, body: object = {}, lang = 'en-US') =>
    s.api.post<TPage<TJob>>('/api/manage/job/list', body, { token, lang });
  const retry = (token: string, id: unknown, lang = 'en-US') =>
    s.api.post<TJob>('/api/manage/job/retry', { id }, { token, lang });
  const until = async <T>(check: () => Promise<T | false>): Promise<T> => {
    for (let i = 0; i < 400; i++) {
      const v = await check();
      if (v) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('condition not met in time');
  };

  it('lists a failed conversion, dead-lettered with its reason; an admin retries it', async () => {
    const res = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
      raw: uploadForm('Broken.docx', makeDocx('Broken'), 'document'),
      token: admin,
    });
    expect(res.body.ret, res.body.msg).toBe(0);
    const failed = await until(async () => {
      const page = (await list(admin, { state: 'failed' })).body.data;
      return page.total === 1 && page.list[0]!;
    });
    expect(failed).toMatchObject({
      queue: 'document-conversion',
      state: 'failed',
      attempts: 1,
      deadLettered: true,
    });
    // The reason in the caller's language, the converter's path after it.
    expect(failed.lastError).toMatch(
      /^LibreOffice is not installed on the server, so the document cannot be converted to PDF \(.+\)$/,
    );
    const inChinese = (await list(admin, { state: 'failed' }, 'zh-CN')).body.data.list[0]!;
    expect(inChinese.lastError).not.toContain('files.converterMissing');
    expect(inChinese.lastError).not.toBe(failed.lastError);
    expect((await list(admin, { state: 'completed' })).body.data.total).toBe(0);
    expect((await list(admin, { queue: 'document-conversion' })).body.data.total).toBe(1);

    // Another company's admin neither sees nor retries it.
    expect((await list(otherAdmin)).body.data.total).toBe(0);
    expect((await retry(otherAdmin, failed.id)).body).toMatchObject({
      ret: 1,
      msg: 'The job does not exist',
    });

    const again = await retry(admin, failed.id, 'zh-CN');
    expect(again.body.ret, again.body.msg).toBe(0);
    expect(again.body.data.state).toMatch(/retry|active|failed/);
    // It runs once more (and fails again here, with no converter).
    const second = await until(async () => {
      const page = (await list(admin, { state: 'failed' })).body.data;
      return page.list[0]?.attempts === 2 && page.list[0];
    });
    expect(second).toMatchObject({ id: failed.id, deadLettered: true });
  });

  it('refuses a job that has not failed, and bad input, in the caller language', async () => {
    const res = await s.api.call<TStoredFile>('POST', '/api/manage/upload/file', {
      raw: uploadForm('Another.docx', makeDocx('Another'), 'document'),
      token: admin,
    });
    expect(res.body.ret).toBe(0);
    const job = await until(async () => {
      const page = (await list(admin, { state: 'failed' })).body.data;
      return page.list.find((j) => j.attempts === 1) ?? false;
    });
    expect((await retry(admin, job.id)).body.ret).toBe(0);
    // Retried already (waiting or running): not failed now, unless it failed again meanwhile.
    const twice = await retry(admin, job.id, 'zh-TW');
    if (twice.body.ret !== 0) expect(twice.body.msg).toBe('只有失敗的任務可以重試');
    expect((await retry(admin, 'not-a-uuid', 'zh-CN')).body).toMatchObject({
      ret: 1,
      msg: '任务不存在',
    });
    expect((await list(admin, { state: 'lost' })).body.ret).toBe(1);
  });

  it('refuses a learner and a caller without a session', async () => {
    expect((await list(learner)).body.ret).toBe(7);
    expect((await retry(learner, '00000000-0000-0000-0000-000000000000')).body.ret).toBe(7);
    expect((await s.api.post('/api/manage/job/list', {})).body.ret).toBe(2);
    expect((await s.api.post('/api/manage/job/retry', { id: 'x' })).body.ret).toBe(2);
  });
});
