import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import type { TPage } from '@ascent/shared/admin';
import type { TImportDetail, TImportStarted } from '@ascent/shared/import';
import type { TJob } from '@ascent/shared/jobs';
import type { TImportUsersResponse } from '@ascent/shared/users';
import { startTestServer, type TestServer } from '../../../test/http.ts';
import { runImport } from '../../../test/imports.ts';
import { imports } from './import.schema.ts';
import { buildCompany, buildDepartment, buildUser, TEST_PASSWORD } from '../../../test/builders.ts';

/** A users sheet of these accounts (no password of their own: they share the initial one). */
function usersSheet(accounts: string[]): Buffer {
  const book = XLSX.utils.book_new();
  const rows = [['Account', 'Name', 'Department path'], ...accounts.map((a) => [a, a, '总部'])];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'users');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const form = (data: Buffer) => {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(data)]), 'users.xlsx');
  return f;
};

describe('sheet imports as jobs', () => {
  let s: TestServer;
  let admin: string;
  let secondAdmin: string;
  let otherAdmin: string;

  beforeAll(async () => {
    s = await startTestServer();
    const c = await buildCompany(s.db);
    await buildDepartment(s.db, c.id, '总部');
    const a = await buildUser(s.db, { companyId: c.id, roles: ['admin'] });
    admin = (await s.api.login(a.account, TEST_PASSWORD)).token;
    const b = await buildUser(s.db, { companyId: c.id, roles: ['admin'] });
    secondAdmin = (await s.api.login(b.account, TEST_PASSWORD)).token;
    const other = await buildCompany(s.db);
    const o = await buildUser(s.db, { companyId: other.id, roles: ['admin'] });
    otherAdmin = (await s.api.login(o.account, TEST_PASSWORD)).token;
  });
  afterAll(() => s.close());

  const detail = (id: unknown, token: string, lang = 'en-US') =>
    s.api.post<TImportDetail>('/api/study/me/import/detail', { id }, { token, lang });

  it('answers at once with the import, which its uploader follows to its report', async () => {
    const started = await s.api.call<TImportStarted>('POST', '/api/manage/user/import', {
      raw: form(usersSheet(['job_a1', 'job_a2'])),
      token: admin,
      lang: 'en-US',
    });
    expect(started.body).toMatchObject({
      ret: 0,
      msg: 'The import has started; its result shows here when it is done',
    });
    const id = started.body.data.importId;
    const states: string[] = [];
    let done: TImportDetail | undefined;
    await expect
      .poll(
        async () => {
          done = (await detail(id, admin, 'zh-CN')).body.data;
          states.push(done.state);
          return done.state;
        },
        { timeout: 20_000, interval: 20 },
      )
      .toBe('done');
    expect(states[0]).toMatch(/^(queued|running|done)$/);
    expect(done).toMatchObject({
      id,
      kind: 'user',
      state: 'done',
      message: '已导入 2 个用户，0 行未导入',
      result: { imported: 2, failed: [] },
    });
    // The report is sealed at rest, and the initial password gone once shown.
    const password = (done!.result as TImportUsersResponse).initialPassword!;
    expect(password.length).toBeGreaterThan(6);
    // The initial password is shown once: the report, read again, has the rest only.
    expect((await detail(id, admin)).body.data).toMatchObject({
      state: 'done',
      message: 'Users imported: 2. Rows not imported: 0',
      result: { imported: 2, failed: [], initialPassword: null },
    });
    const [row] = await s.db
      .select({ result: imports.result, once: imports.once, fileKey: imports.fileKey })
      .from(imports)
      .where(eq(imports.id, id));
    expect(row!.result).not.toContain(password);
    expect(row!.result?.startsWith('v1.')).toBe(true);
    expect(row!.once).toBeNull();
    // The stored sheet is let go once the import has run.
    expect(row!.fileKey).toBeNull();
    // The imported people sign in with it.
    expect((await s.api.login('job_a1', password)).token).toBeTruthy();
  });

  it('shows an import to its uploader only', async () => {
    const started = await s.api.call<TImportStarted>('POST', '/api/manage/user/import', {
      raw: form(usersSheet(['job_b1'])),
      token: admin,
    });
    const id = started.body.data.importId;
    const notFound = { ret: 1, msg: 'The import does not exist', data: null };
    expect((await detail(id, secondAdmin)).body).toEqual(notFound);
    expect((await detail(id, otherAdmin)).body).toEqual(notFound);
    expect((await detail(id + 1000, admin)).body).toEqual(notFound);
    expect((await detail('x', admin)).body.ret).toBe(1);
    expect((await s.api.post('/api/study/me/import/detail', { id })).body.ret).toBe(2);
  });

  it('fails an unreadable sheet with the reason, in the reader language, and imports nothing', async () => {
    const res = await runImport(s.api, '/api/manage/user/import', {
      raw: form(Buffer.from('not a workbook')),
      token: admin,
      lang: 'zh-CN',
    });
    expect(res.body).toEqual({ ret: 1, msg: '无法读取该文件，请使用导入模板', data: null });
  });

  it('runs on the job queue, listed on the Jobs page as a sheet import', async () => {
    await runImport(s.api, '/api/manage/user/import', {
      raw: form(usersSheet(['job_c1'])),
      token: admin,
    });
    const jobs = await s.api.post<TPage<TJob>>(
      '/api/manage/job/list',
      { queue: 'import' },
      { token: admin },
    );
    expect(jobs.body.data.list.length).toBeGreaterThan(0);
    expect(jobs.body.data.list.every((j) => j.queue === 'import')).toBe(true);
    const theirs = await s.api.post<TPage<TJob>>(
      '/api/manage/job/list',
      { queue: 'import' },
      { token: otherAdmin },
    );
    expect(theirs.body.data.total).toBe(0);
  });
});
